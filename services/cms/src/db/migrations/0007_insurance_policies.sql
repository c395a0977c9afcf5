CREATE TABLE "insurance_policies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"frame_number" text NOT NULL,
	"policy_number" text,
	"purchase_date" date NOT NULL,
	"cover_from" date NOT NULL,
	"cover_to" date NOT NULL,
	"insured_sum" integer NOT NULL,
	"sku" text NOT NULL,
	"product_name" jsonb NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_language" text NOT NULL,
	"sale_document" text NOT NULL,
	"registered_by" text NOT NULL,
	"dealer_id" text,
	"staff_id" text,
	"staff_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_policies_frame_idx" ON "insurance_policies" USING btree ("frame_number");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_policies_number_idx" ON "insurance_policies" USING btree ("policy_number");--> statement-breakpoint
CREATE INDEX "insurance_policies_dealer_idx" ON "insurance_policies" USING btree ("dealer_id","created_at") WHERE "insurance_policies"."dealer_id" is not null;--> statement-breakpoint
CREATE INDEX "insurance_policies_created_idx" ON "insurance_policies" USING btree ("created_at");