CREATE TABLE "insurance_claims" (
	"id" uuid PRIMARY KEY NOT NULL,
	"policy_id" uuid NOT NULL,
	"claim_number" text NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"police_report_number" text,
	"police_reported_at" timestamp with time zone,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_extensions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"order_number" text NOT NULL,
	"line_no" integer NOT NULL,
	"unit" integer NOT NULL,
	"frame_number" text NOT NULL,
	"policy_id" uuid,
	"state" text NOT NULL,
	"cover_to_before" date,
	"cover_to_after" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"claim_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"payout_reference" text NOT NULL,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "insurance_claims" ADD CONSTRAINT "insurance_claims_policy_id_insurance_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."insurance_policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_extensions" ADD CONSTRAINT "insurance_extensions_policy_id_insurance_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."insurance_policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_payouts" ADD CONSTRAINT "insurance_payouts_claim_id_insurance_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."insurance_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_payouts" ADD CONSTRAINT "insurance_payouts_policy_id_insurance_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."insurance_policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_claims_policy_idx" ON "insurance_claims" USING btree ("policy_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_extensions_line_idx" ON "insurance_extensions" USING btree ("order_id","line_no","unit");--> statement-breakpoint
CREATE INDEX "insurance_extensions_state_idx" ON "insurance_extensions" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "insurance_payouts_claim_idx" ON "insurance_payouts" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "insurance_payouts_policy_idx" ON "insurance_payouts" USING btree ("policy_id");