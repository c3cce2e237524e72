CREATE TABLE "channel_sales_days" (
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"amount_kobo" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "channel_sales_days_day_channel_pk" PRIMARY KEY("day","channel")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taken_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'owner', 'admin', 'manager', 'fulfilment', 'support', 'sales'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_check" CHECK ("orders"."channel" in ('web', 'whatsapp', 'instagram', 'walk_in', 'phone', 'other'));--> statement-breakpoint
-- Each sale is counted by its channel too (channel_sales_days), in the same statement that counts
-- it by day: the function below is 0020's with one more upsert.
CREATE OR REPLACE FUNCTION overview_count_order(o orders, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  d date := overview_sale_day(o.paid_at, o.created_at);
  line record;
BEGIN
  IF NOT overview_is_sale_order(o) THEN RETURN; END IF;
  INSERT INTO sales_days (day, amount_kobo, orders) VALUES (d, sign * (o.amount_kobo - o.refunded_kobo), sign)
  ON CONFLICT (day) DO UPDATE
    SET amount_kobo = sales_days.amount_kobo + excluded.amount_kobo, orders = sales_days.orders + excluded.orders;
  INSERT INTO channel_sales_days (day, channel, amount_kobo, orders)
  VALUES (d, o.channel, sign * (o.amount_kobo - o.refunded_kobo), sign)
  ON CONFLICT (day, channel) DO UPDATE
    SET amount_kobo = channel_sales_days.amount_kobo + excluded.amount_kobo,
        orders = channel_sales_days.orders + excluded.orders;
  FOR line IN
    SELECT i.product_id, sum(i.quantity)::bigint AS units, sum(i.quantity * i.unit_price_kobo)::bigint AS kobo
    FROM order_items i WHERE i.order_id = o.id AND i.product_id IS NOT NULL GROUP BY i.product_id
  LOOP
    PERFORM overview_add_product_sale(d, line.product_id, sign * line.units, sign * line.kobo);
  END LOOP;
END $$;
--> statement-breakpoint
-- The shop's sales so far, every one of them made on its own pages.
INSERT INTO channel_sales_days (day, channel, amount_kobo, orders)
SELECT overview_sale_day(o.paid_at, o.created_at), o.channel, sum(o.amount_kobo - o.refunded_kobo), count(*)
FROM orders o WHERE overview_is_sale_order(o) GROUP BY 1, 2;
