ALTER TABLE "news_posts" ADD COLUMN "state" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "news_posts_slug_pl_idx" ON "news_posts" USING btree (("slug"->>'pl'));--> statement-breakpoint
CREATE UNIQUE INDEX "news_posts_slug_en_idx" ON "news_posts" USING btree (("slug"->>'en'));