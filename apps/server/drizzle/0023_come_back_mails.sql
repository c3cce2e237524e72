CREATE TABLE "low_stock_digests" (
	"day" date PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_unsubscribes" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"color_id" uuid,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD CONSTRAINT "stock_notifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD CONSTRAINT "stock_notifications_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notifications_open_idx" ON "stock_notifications" USING btree ("product_id",coalesce("color_id", '00000000-0000-0000-0000-000000000000'::uuid),"email") WHERE "stock_notifications"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "stock_notifications_waiting_idx" ON "stock_notifications" USING btree ("product_id") WHERE "stock_notifications"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "orders_reminder_due_idx" ON "orders" USING btree ("created_at") WHERE "orders"."reminded_at" is null and "orders"."status" in ('pending', 'expired') and "orders"."payment_method" = 'online';--> statement-breakpoint
-- Checkouts left before the shop sent reminders are not reminded now (the mail would come days late).
UPDATE "orders" SET "reminded_at" = now() WHERE "status" IN ('pending', 'expired');
