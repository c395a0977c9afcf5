ALTER TABLE "orders" ADD COLUMN "price_rate_pln" numeric(12, 6);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price_rate_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price_rate_table" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price_rate_effective_at" timestamp with time zone;