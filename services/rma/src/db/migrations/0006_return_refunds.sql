ALTER TABLE "return_items" ADD COLUMN "refund_amount" integer;--> statement-breakpoint
ALTER TABLE "return_items" ADD COLUMN "refund_currency" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "order_total" integer;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "order_currency" text;