CREATE TABLE "invoice_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_requests" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"buyer" text NOT NULL,
	"company_name" text,
	"tax_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"issue_key" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"issue_date" date NOT NULL,
	"sale_date" date,
	"currency" text NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"rate_totals" jsonb NOT NULL,
	"total_gross" bigint NOT NULL,
	"total_gross_pln" bigint NOT NULL,
	"rate" jsonb,
	"payment" jsonb NOT NULL,
	"split_payment" boolean DEFAULT false NOT NULL,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"xml" text NOT NULL,
	"ksef_number" text,
	"ksef_reference" text,
	"ksef_sent_at" timestamp with time zone,
	"ksef_accepted_at" timestamp with time zone,
	"ksef_rejection" text,
	"upo" text,
	"offline_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_issue_key_unique" UNIQUE("issue_key")
);
--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_idx" ON "invoices" USING btree ("kind","year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_to_send_idx" ON "invoices" USING btree ("created_at") WHERE "invoices"."state" in ('queued', 'offline');