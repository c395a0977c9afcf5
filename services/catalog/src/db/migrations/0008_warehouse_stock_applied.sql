CREATE TABLE "warehouse_stock_applied" (
	"sku" text PRIMARY KEY NOT NULL,
	"last_sequence" bigint NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
