-- Keeps the admin overview's running totals (order_status_counts, sales_days,
-- product_sales_days) in step with every write to orders and order_items, in the writer's own
-- transaction. A sale is an order in paid, processing, shipped or delivered; its day is the Lagos
-- calendar day of paid_at (created_at when null). Written by hand: drizzle-kit does not model
-- functions or triggers, so keep this file when migrations are regenerated.
CREATE OR REPLACE FUNCTION overview_is_sale(status text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$ SELECT status IN ('paid', 'processing', 'shipped', 'delivered') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION overview_sale_day(paid_at timestamptz, created_at timestamptz) RETURNS date
LANGUAGE sql STABLE AS $$ SELECT (coalesce(paid_at, created_at) AT TIME ZONE 'Africa/Lagos')::date $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION overview_add_product_sale(d date, product uuid, units bigint, kobo bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO product_sales_days (day, product_id, units, amount_kobo) VALUES (d, product, units, kobo)
  ON CONFLICT (day, product_id) DO UPDATE
    SET units = product_sales_days.units + excluded.units,
        amount_kobo = product_sales_days.amount_kobo + excluded.amount_kobo
$$;
--> statement-breakpoint
-- Adds (sign 1) or removes (sign -1) one order's part in every total, its lines included.
CREATE OR REPLACE FUNCTION overview_count_order(o orders, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  d date := overview_sale_day(o.paid_at, o.created_at);
  line record;
BEGIN
  INSERT INTO order_status_counts (status, orders) VALUES (o.status, sign)
  ON CONFLICT (status) DO UPDATE SET orders = order_status_counts.orders + excluded.orders;
  IF NOT overview_is_sale(o.status) THEN RETURN; END IF;
  INSERT INTO sales_days (day, amount_kobo, orders) VALUES (d, sign * o.amount_kobo, sign)
  ON CONFLICT (day) DO UPDATE
    SET amount_kobo = sales_days.amount_kobo + excluded.amount_kobo, orders = sales_days.orders + excluded.orders;
  FOR line IN
    SELECT i.product_id, sum(i.quantity)::bigint AS units, sum(i.quantity * i.unit_price_kobo)::bigint AS kobo
    FROM order_items i WHERE i.order_id = o.id AND i.product_id IS NOT NULL GROUP BY i.product_id
  LOOP
    PERFORM overview_add_product_sale(d, line.product_id, sign * line.units, sign * line.kobo);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION overview_orders_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM overview_count_order(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM overview_count_order(NEW, 1); END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
-- A line added to, changed in or removed from an order that is already a sale.
CREATE OR REPLACE FUNCTION overview_order_items_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  o orders;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.product_id IS NOT NULL THEN
    SELECT * INTO o FROM orders WHERE id = OLD.order_id;
    IF FOUND AND overview_is_sale(o.status) THEN
      PERFORM overview_add_product_sale(overview_sale_day(o.paid_at, o.created_at), OLD.product_id,
        -OLD.quantity::bigint, -(OLD.quantity * OLD.unit_price_kobo));
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.product_id IS NOT NULL THEN
    SELECT * INTO o FROM orders WHERE id = NEW.order_id;
    IF FOUND AND overview_is_sale(o.status) THEN
      PERFORM overview_add_product_sale(overview_sale_day(o.paid_at, o.created_at), NEW.product_id,
        NEW.quantity::bigint, NEW.quantity * NEW.unit_price_kobo);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER overview_orders_written AFTER INSERT OR UPDATE OF status, paid_at, created_at, amount_kobo ON orders
FOR EACH ROW EXECUTE FUNCTION overview_orders_changed();
--> statement-breakpoint
-- Before the delete, while the order's lines (removed by the cascade) can still be read.
CREATE TRIGGER overview_orders_deleted BEFORE DELETE ON orders
FOR EACH ROW EXECUTE FUNCTION overview_orders_changed();
--> statement-breakpoint
CREATE TRIGGER overview_order_items_written AFTER INSERT OR DELETE OR UPDATE OF order_id, product_id, quantity, unit_price_kobo ON order_items
FOR EACH ROW EXECUTE FUNCTION overview_order_items_changed();
--> statement-breakpoint
-- The shop's orders so far.
INSERT INTO order_status_counts (status, orders) SELECT status, count(*) FROM orders GROUP BY status;
--> statement-breakpoint
INSERT INTO sales_days (day, amount_kobo, orders)
SELECT overview_sale_day(paid_at, created_at), sum(amount_kobo), count(*) FROM orders
WHERE overview_is_sale(status) GROUP BY 1;
--> statement-breakpoint
INSERT INTO product_sales_days (day, product_id, units, amount_kobo)
SELECT overview_sale_day(o.paid_at, o.created_at), i.product_id, sum(i.quantity), sum(i.quantity * i.unit_price_kobo)
FROM orders o JOIN order_items i ON i.order_id = o.id
WHERE overview_is_sale(o.status) AND i.product_id IS NOT NULL GROUP BY 1, 2;
