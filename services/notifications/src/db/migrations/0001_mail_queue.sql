CREATE TABLE "mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"recipient" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"message_id" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mails_event_idx" ON "mails" USING btree ("event_id","template","recipient") WHERE "mails"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "mails_due_idx" ON "mails" USING btree ("next_attempt_at") WHERE "mails"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "mails_created_idx" ON "mails" USING btree ("created_at");--> statement-breakpoint
-- What was sent before the queue existed stays on record (its text was not kept then).
INSERT INTO "mails" ("event_id", "template", "language", "recipient", "subject", "text", "html", "message_id", "state", "attempts", "created_at", "sent_at")
SELECT "event_id", "template", "language", "recipient", "subject", '', '', coalesce("message_id", '<' || "id" || '@sent-before-the-queue>'), 'sent', 1, "sent_at", "sent_at" FROM "sent_mail";
