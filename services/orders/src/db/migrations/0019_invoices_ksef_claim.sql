ALTER TABLE "invoices" ADD COLUMN "ksef_claim" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ksef_claimed_until" timestamp with time zone;