CREATE TABLE "assemblies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"frame_number" text NOT NULL,
	"model_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"plan_id" uuid,
	"stage" text DEFAULT 'preparation' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assemblies_frame_number_key" UNIQUE("frame_number")
);
--> statement-breakpoint
CREATE TABLE "assembly_steps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"assembly_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_model_parts" (
	"model_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	CONSTRAINT "production_model_parts_model_id_part_id_pk" PRIMARY KEY("model_id","part_id"),
	CONSTRAINT "model_parts_quantity_check" CHECK ("production_model_parts"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"manufacturer_id" uuid NOT NULL,
	"part_number" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"due_date" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_quantity_check" CHECK ("plans"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "production_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fulfilment_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fulfilment_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"ordered" integer NOT NULL,
	CONSTRAINT "fulfilment_lines_ordered_check" CHECK ("fulfilment_lines"."ordered" > 0)
);
--> statement-breakpoint
CREATE TABLE "fulfilments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fulfilments_order_key" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "order_copies" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_lines" (
	"shipment_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "shipment_lines_shipment_id_line_id_pk" PRIMARY KEY("shipment_id","line_id"),
	CONSTRAINT "shipment_lines_quantity_check" CHECK ("shipment_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fulfilment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "assemblies" ADD CONSTRAINT "assemblies_model_id_production_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."production_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assemblies" ADD CONSTRAINT "assemblies_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assemblies" ADD CONSTRAINT "assemblies_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_steps" ADD CONSTRAINT "assembly_steps_assembly_id_assemblies_id_fk" FOREIGN KEY ("assembly_id") REFERENCES "public"."assemblies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_model_parts" ADD CONSTRAINT "production_model_parts_model_id_production_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."production_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_model_parts" ADD CONSTRAINT "production_model_parts_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_model_id_production_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."production_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_lines" ADD CONSTRAINT "fulfilment_lines_fulfilment_id_fulfilments_id_fk" FOREIGN KEY ("fulfilment_id") REFERENCES "public"."fulfilments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_line_id_fulfilment_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."fulfilment_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_fulfilment_id_fulfilments_id_fk" FOREIGN KEY ("fulfilment_id") REFERENCES "public"."fulfilments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assemblies_stage_idx" ON "assemblies" USING btree ("stage","updated_at");--> statement-breakpoint
CREATE INDEX "assemblies_plan_idx" ON "assemblies" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "assembly_steps_assembly_idx" ON "assembly_steps" USING btree ("assembly_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_name_idx" ON "manufacturers" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "parts_manufacturer_number_idx" ON "parts" USING btree ("manufacturer_id",upper("part_number"));--> statement-breakpoint
CREATE INDEX "plans_due_idx" ON "plans" USING btree ("due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "production_models_name_idx" ON "production_models" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "fulfilment_lines_fulfilment_idx" ON "fulfilment_lines" USING btree ("fulfilment_id");--> statement-breakpoint
CREATE INDEX "fulfilments_status_idx" ON "fulfilments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shipments_fulfilment_idx" ON "shipments" USING btree ("fulfilment_id");--> statement-breakpoint
CREATE INDEX "shipments_status_idx" ON "shipments" USING btree ("status","created_at");