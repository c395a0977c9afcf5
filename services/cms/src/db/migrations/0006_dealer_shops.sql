CREATE TABLE "shop_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"customer_id" text NOT NULL,
	"changes" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "dealer_id" text;--> statement-breakpoint
ALTER TABLE "shop_change_requests" ADD CONSTRAINT "shop_change_requests_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_change_requests_pending_idx" ON "shop_change_requests" USING btree ("shop_id") WHERE "shop_change_requests"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "shop_change_requests_state_idx" ON "shop_change_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "shops_dealer_idx" ON "shops" USING btree ("dealer_id");