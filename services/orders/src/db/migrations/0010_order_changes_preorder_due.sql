ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "preorder_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_amount_pln" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_rate_pln" numeric(12, 6);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_rate_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_rate_table" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_rate_effective_at" timestamp with time zone;