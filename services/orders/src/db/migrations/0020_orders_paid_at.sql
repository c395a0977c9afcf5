ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
-- Orders paid before this column: the last change is the best known time (a paid order changes rarely after).
UPDATE "orders" SET "paid_at" = "updated_at" WHERE "payment_status" = 'paid';
