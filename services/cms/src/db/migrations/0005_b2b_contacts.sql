CREATE TABLE "b2b_contacts" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "b2b_notice_acceptances" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL
);
