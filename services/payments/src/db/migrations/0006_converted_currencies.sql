ALTER TABLE "transactions" DROP CONSTRAINT "transactions_currency";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_currency";--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_currency" CHECK ("transactions"."currency" in ('PLN', 'EUR', 'USD', 'CHF', 'GBP'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_currency" CHECK ("refunds"."currency" in ('PLN', 'EUR', 'USD', 'CHF', 'GBP'));