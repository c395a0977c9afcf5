CREATE TABLE "content_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"reviewed_on" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_report_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"contact_message_id" uuid NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_id" text,
	"closed_by" text,
	"closing_note" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "safety_reports_number_idx" ON "safety_reports" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "safety_reports_message_idx" ON "safety_reports" USING btree ("contact_message_id");--> statement-breakpoint
CREATE INDEX "safety_reports_state_idx" ON "safety_reports" USING btree ("state","received_at");