CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"department" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"lead" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"cover_theme" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"region" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"website" text,
	"phones" text[] DEFAULT '{}' NOT NULL,
	"email" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"collections" integer[] DEFAULT '{}' NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "news_posts_published_at_idx" ON "news_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "shops_city_idx" ON "shops" USING btree ("city");