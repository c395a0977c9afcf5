ALTER TABLE "insurance_policies" ADD COLUMN "registration_claim" uuid;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD COLUMN "claimed_until" timestamp with time zone;