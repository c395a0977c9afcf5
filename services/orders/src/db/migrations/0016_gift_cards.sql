CREATE TABLE "gift_card_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text,
	"code_tail" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"value" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"currency" text NOT NULL,
	"order_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"unit" integer NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"void_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_balance_check" CHECK ("gift_cards"."balance" between 0 and "gift_cards"."value")
);
--> statement-breakpoint
ALTER TABLE "gift_card_uses" ADD CONSTRAINT "gift_card_uses_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_uses" ADD CONSTRAINT "gift_card_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_item_id_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_attempts_subject_idx" ON "gift_card_attempts" USING btree ("subject","at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_uses_once_idx" ON "gift_card_uses" USING btree ("gift_card_id","order_id","kind");--> statement-breakpoint
CREATE INDEX "gift_card_uses_order_idx" ON "gift_card_uses" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_idx" ON "gift_cards" USING btree ("code_hash") WHERE "gift_cards"."code_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_unit_idx" ON "gift_cards" USING btree ("item_id","unit");--> statement-breakpoint
CREATE INDEX "gift_cards_order_idx" ON "gift_cards" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_cards_created_idx" ON "gift_cards" USING btree ("created_at");