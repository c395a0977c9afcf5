CREATE TABLE "insurance_shop_sales" (
	"frame_number" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"shipped_on" date NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "insurance_shop_sales_due_idx" ON "insurance_shop_sales" USING btree ("state","next_attempt_at");