CREATE TABLE "order_news_ahead" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"news" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
