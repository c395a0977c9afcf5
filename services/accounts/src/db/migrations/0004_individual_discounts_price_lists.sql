CREATE TABLE "individual_discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"group_id" uuid,
	"collection_id" integer,
	"percent" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "individual_discounts_owner_check" CHECK (("individual_discounts"."customer_id" is null) <> ("individual_discounts"."group_id" is null)),
	CONSTRAINT "individual_discounts_percent_check" CHECK ("individual_discounts"."percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"group_id" uuid,
	"currency" text NOT NULL,
	"prices" text NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_discount_check" CHECK ("price_lists"."discount_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "individual_discounts" ADD CONSTRAINT "individual_discounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_discounts" ADD CONSTRAINT "individual_discounts_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "individual_discounts_owner_idx" ON "individual_discounts" USING btree (coalesce("customer_id", "group_id"),coalesce("collection_id", 0));--> statement-breakpoint
CREATE INDEX "individual_discounts_group_idx" ON "individual_discounts" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_name_idx" ON "price_lists" USING btree (lower("name"));