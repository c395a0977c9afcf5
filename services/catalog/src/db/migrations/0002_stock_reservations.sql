CREATE TABLE "stock_reservation_lines" (
	"reservation_id" uuid NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"held" boolean NOT NULL,
	CONSTRAINT "stock_reservation_lines_reservation_id_variant_id_pk" PRIMARY KEY("reservation_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stock_reservation_lines" ADD CONSTRAINT "stock_reservation_lines_reservation_id_stock_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."stock_reservations"("id") ON DELETE cascade ON UPDATE no action;