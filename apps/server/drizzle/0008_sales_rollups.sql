CREATE TABLE "order_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sales_days" (
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"amount_kobo" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sales_days_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_sales_window" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"amount_kobo" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"day" date PRIMARY KEY NOT NULL,
	"amount_kobo" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_window" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"start_day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_sales_window_rank_idx" ON "product_sales_window" USING btree ("units" DESC NULLS LAST,"amount_kobo" DESC NULLS LAST);