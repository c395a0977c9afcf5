CREATE TABLE "rate_fetches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"table_no" text,
	"table_date" date,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "rate_overrides" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate_pln" numeric(12, 6) NOT NULL,
	"note" text,
	"set_by_id" text NOT NULL,
	"set_by_name" text NOT NULL,
	"set_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "table_no" text;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "table_date" date;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "rate_table_no" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "rate_table_date" date;--> statement-breakpoint
-- Rates and converted amounts stored before: the table number from the source text, the table's date from
-- when the rate took effect (Warsaw). One row per currency and table keeps the unique index below possible.
UPDATE "exchange_rates" AS e SET "table_no" = m."no", "table_date" = (e."effective_at" AT TIME ZONE 'Europe/Warsaw')::date
FROM (
	SELECT DISTINCT ON ("currency", substring("source" from '[0-9]+/A/NBP/[0-9]{4}'))
		"currency", "effective_at", substring("source" from '[0-9]+/A/NBP/[0-9]{4}') AS "no"
	FROM "exchange_rates" WHERE "source" ~ '[0-9]+/A/NBP/[0-9]{4}'
	ORDER BY "currency", substring("source" from '[0-9]+/A/NBP/[0-9]{4}'), "effective_at"
) AS m
WHERE e."currency" = m."currency" AND e."effective_at" = m."effective_at";--> statement-breakpoint
UPDATE "transactions" SET "rate_table_no" = substring("rate_source" from '[0-9]+/A/NBP/[0-9]{4}'),
	"rate_table_date" = ("rate_effective_at" AT TIME ZONE 'Europe/Warsaw')::date
WHERE "rate_source" ~ '[0-9]+/A/NBP/[0-9]{4}';--> statement-breakpoint
CREATE INDEX "rate_fetches_ran_idx" ON "rate_fetches" USING btree ("ran_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_table_idx" ON "exchange_rates" USING btree ("currency","table_no");