CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"folder_id" integer,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"kind" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"width" integer,
	"height" integer,
	"dealer_name_pl" text,
	"dealer_name_en" text,
	"search_text" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_media" ALTER COLUMN "drawing" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN "file_id" uuid;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_folder_id_media_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."media_folders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_folders" ADD CONSTRAINT "media_folders_parent_id_media_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media_folders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_folder_idx" ON "media_files" USING btree ("folder_id","created_at");--> statement-breakpoint
CREATE INDEX "media_files_created_idx" ON "media_files" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_folders_name_idx" ON "media_folders" USING btree (coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_file_id_media_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_media_file_idx" ON "product_media" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_one_source" CHECK (("product_media"."drawing" is null) <> ("product_media"."file_id" is null));