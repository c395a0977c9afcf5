CREATE TABLE "offer_line_prices" (
	"order_item_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"list_unit_gross" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_offers" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"delivery_methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"payment_methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"valid_until" date,
	"note" text DEFAULT '' NOT NULL,
	"list_total" bigint DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "order_offers_valid_check" CHECK ("order_offers"."state" in ('requested', 'draft') or "order_offers"."valid_until" is not null)
);
--> statement-breakpoint
CREATE TABLE "request_cart_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner" text NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"seq" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_cart_lines_quantity_check" CHECK ("request_cart_lines"."quantity" between 1 and 999)
);
--> statement-breakpoint
ALTER TABLE "offer_line_prices" ADD CONSTRAINT "offer_line_prices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_offers" ADD CONSTRAINT "order_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "request_cart_lines_variant_idx" ON "request_cart_lines" USING btree ("owner","variant_id");