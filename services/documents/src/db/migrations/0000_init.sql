CREATE TABLE "generated_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" uuid NOT NULL,
	"subject" text NOT NULL,
	"type" text NOT NULL,
	"envelope" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "training_participants" (
	"tax_id" text PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"city" text NOT NULL,
	"trained_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_participants_tax_id_digits" CHECK ("training_participants"."tax_id" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "outbox" USING btree ("seq") WHERE "outbox"."sent_at" is null;