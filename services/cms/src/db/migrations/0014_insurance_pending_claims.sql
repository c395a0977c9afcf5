CREATE TABLE "insurance_pending_claims" (
	"id" uuid PRIMARY KEY NOT NULL,
	"policy_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"police_report_number" text,
	"police_reported_at" timestamp with time zone,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"attempt" uuid,
	"held_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_pending_payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"claim_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"attempt" uuid,
	"held_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insurance_pending_claims" ADD CONSTRAINT "insurance_pending_claims_policy_id_insurance_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."insurance_policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_pending_payouts" ADD CONSTRAINT "insurance_pending_payouts_claim_id_insurance_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."insurance_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_pending_payouts" ADD CONSTRAINT "insurance_pending_payouts_policy_id_insurance_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."insurance_policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_pending_claims_policy_idx" ON "insurance_pending_claims" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "insurance_pending_payouts_policy_idx" ON "insurance_pending_payouts" USING btree ("policy_id");