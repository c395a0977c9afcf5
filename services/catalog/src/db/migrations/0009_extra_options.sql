ALTER TABLE "option_values" ADD COLUMN "price_deltas" jsonb;--> statement-breakpoint
ALTER TABLE "product_options" ADD COLUMN "min_value" integer;--> statement-breakpoint
ALTER TABLE "product_options" ADD COLUMN "max_value" integer;--> statement-breakpoint
ALTER TABLE "product_options" ADD COLUMN "future_only" boolean DEFAULT false NOT NULL;