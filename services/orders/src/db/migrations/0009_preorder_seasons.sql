CREATE TABLE "preorder_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"season_id" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"email" text NOT NULL,
	"dealer_name" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"order_id" uuid
);
--> statement-breakpoint
CREATE TABLE "preorder_seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_pl" text NOT NULL,
	"name_en" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL,
	"price_guarantee_until" date NOT NULL,
	"link_valid_days" integer DEFAULT 21 NOT NULL,
	"products" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preorder_links" ADD CONSTRAINT "preorder_links_season_id_preorder_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."preorder_seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorder_links" ADD CONSTRAINT "preorder_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "preorder_links_dealer_idx" ON "preorder_links" USING btree ("season_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "preorder_links_token_idx" ON "preorder_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "preorder_links_order_idx" ON "preorder_links" USING btree ("order_id") WHERE "preorder_links"."order_id" is not null;