ALTER TABLE "media_files" ADD COLUMN "dealer_item" text;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "dealer_languages" text[] DEFAULT '{"pl","en"}' NOT NULL;--> statement-breakpoint
UPDATE "media_files" SET "dealer_item" = CASE "kind" WHEN 'image' THEN 'marketing.photos' WHEN 'archive' THEN 'marketing.branding' ELSE 'product.guides' END WHERE "dealer_name_pl" IS NOT NULL;
