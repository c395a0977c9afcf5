CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"payment_transaction_id" uuid,
	"amount_pln" integer,
	"provider_ref" text,
	"account_number" text,
	"failure" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claim" uuid,
	"claimed_until" timestamp with time zone,
	"completed_by" text,
	"transaction_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_currency" CHECK ("refunds"."currency" in ('PLN', 'EUR'))
);
--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" in ('requested', 'sent');--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_sent_idx" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" = 'sent';