CREATE TABLE "provider_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"transaction_id" uuid,
	"headers" jsonb NOT NULL,
	"raw_body" text NOT NULL,
	"digest" text NOT NULL,
	"verified" boolean NOT NULL,
	"effect" text NOT NULL,
	"note" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"method" text NOT NULL,
	"type" text NOT NULL,
	"provider" text,
	"result" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_pln" integer NOT NULL,
	"rate_pln" numeric(12, 6),
	"rate_source" text,
	"rate_effective_at" timestamp with time zone,
	"provider_ref" text,
	"language" text NOT NULL,
	"success_path" text NOT NULL,
	"error_path" text NOT NULL,
	"reason" text,
	"retryable" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "provider_notifications_digest_idx" ON "provider_notifications" USING btree ("provider","digest");--> statement-breakpoint
CREATE INDEX "provider_notifications_tx_idx" ON "provider_notifications" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transactions_order_idx" ON "transactions" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_pending_idx" ON "transactions" USING btree ("provider","created_at") WHERE "transactions"."result" = 'pending';