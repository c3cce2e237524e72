ALTER TABLE "colors" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "stock_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "oversold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_hold_idx" ON "orders" USING btree ("status","hold_expires_at");--> statement-breakpoint
ALTER TABLE "colors" ADD CONSTRAINT "colors_stock_nonnegative" CHECK ("colors"."stock" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_nonnegative" CHECK ("products"."stock" >= 0);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_stock_state_check" CHECK ("order_items"."stock_state" in ('held', 'sold', 'released'));