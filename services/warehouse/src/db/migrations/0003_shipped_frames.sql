CREATE TABLE "shipped_frames" (
	"frame_number" text PRIMARY KEY NOT NULL,
	"shipment_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipped_frames" ADD CONSTRAINT "shipped_frames_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipped_frames" ADD CONSTRAINT "shipped_frames_line_id_fulfilment_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."fulfilment_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipped_frames_shipment_idx" ON "shipped_frames" USING btree ("shipment_id");