CREATE TABLE "feature_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_pl" text NOT NULL,
	"group_en" text NOT NULL,
	"name_pl" text NOT NULL,
	"name_en" text NOT NULL,
	"unit" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_pl" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"display" text NOT NULL,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "feature_definitions_pl_idx" ON "feature_definitions" USING btree ("group_pl","name_pl");--> statement-breakpoint
CREATE UNIQUE INDEX "feature_definitions_en_idx" ON "feature_definitions" USING btree ("group_en","name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "option_definitions_code_idx" ON "option_definitions" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_slug_pl_idx" ON "collections" USING btree ("slug_pl");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_slug_en_idx" ON "collections" USING btree ("slug_en");