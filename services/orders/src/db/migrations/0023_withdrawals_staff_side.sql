ALTER TABLE "withdrawals" ADD COLUMN "goods_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "proof_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "goods_recorded_by" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "refund_amount" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "refund_delivery" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "refund_requested_by" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "refund_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "refund_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "refund_failure" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "correction_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;