CREATE TABLE "return_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"author" text NOT NULL,
	"staff_id" text,
	"staff_name" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "return_files" ADD COLUMN "message_id" uuid;--> statement-breakpoint
ALTER TABLE "return_messages" ADD CONSTRAINT "return_messages_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_messages_return_idx" ON "return_messages" USING btree ("return_id","created_at");--> statement-breakpoint
ALTER TABLE "return_files" ADD CONSTRAINT "return_files_message_id_return_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."return_messages"("id") ON DELETE cascade ON UPDATE no action;