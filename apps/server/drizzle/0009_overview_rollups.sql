-- Keeps the admin overview's running totals (order_status_counts, sales_days,
-- product_sales_days, product_sales_window) in step with every write to orders and order_items, in the writer's own
-- transaction. A sale is an order in paid, processing, shipped or delivered; its day is the Lagos
-- calendar day of paid_at (created_at when null). Written by hand: drizzle-kit does not model
-- functions or triggers, so keep this file when migrations are regenerated.
CREATE OR REPLACE FUNCTION overview_is_sale(status text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$ SELECT status IN ('paid', 'processing', 'shipped', 'delivered') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION overview_sale_day(paid_at timestamptz, created_at timestamptz) RETURNS date
LANGUAGE sql STABLE AS $$ SELECT (coalesce(paid_at, created_at) AT TIME ZONE 'Africa/Lagos')::date $$;
--> statement-breakpoint
-- A product's units on a day, and in the 30-day window when the day is in it. A day the window may
-- be leaving is counted under a share lock on sales_window, so a roll-forward (overview_roll_window)
-- waits for this change or this change sees the moved window; recent days need no lock.
CREATE OR REPLACE FUNCTION overview_add_product_sale(d date, product uuid, units bigint, kobo bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  start date;
BEGIN
  INSERT INTO product_sales_days (day, product_id, units, amount_kobo) VALUES (d, product, units, kobo)
  ON CONFLICT (day, product_id) DO UPDATE
    SET units = product_sales_days.units + excluded.units,
        amount_kobo = product_sales_days.amount_kobo + excluded.amount_kobo;
  IF d < (now() AT TIME ZONE 'Africa/Lagos')::date - 27 THEN
    SELECT start_day INTO start FROM sales_window WHERE id = 1 FOR SHARE;
  ELSE
    SELECT start_day INTO start FROM sales_window WHERE id = 1;
  END IF;
  IF d >= start THEN
    INSERT INTO product_sales_window (product_id, units, amount_kobo) VALUES (product, units, kobo)
    ON CONFLICT (product_id) DO UPDATE
      SET units = product_sales_window.units + excluded.units,
          amount_kobo = product_sales_window.amount_kobo + excluded.amount_kobo;
  END IF;
END $$;
--> statement-breakpoint
-- Adds (sign 1) or removes (sign -1) one order's part in the sales totals, its lines included.
CREATE OR REPLACE FUNCTION overview_count_order(o orders, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  d date := overview_sale_day(o.paid_at, o.created_at);
  line record;
BEGIN
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
-- Orders per status, once per statement from its transition tables: a statement writing 10,000
-- orders updates each status's row once, not 10,000 times (no row versions pile up on it).
CREATE OR REPLACE FUNCTION overview_statuses_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_counts (status, orders) SELECT status, count(*) FROM new_rows GROUP BY status
  ON CONFLICT (status) DO UPDATE SET orders = order_status_counts.orders + excluded.orders;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION overview_statuses_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_counts (status, orders)
  SELECT status, sum(n) FROM (
    SELECT o.status, -1 AS n FROM old_rows o JOIN new_rows w ON w.id = o.id WHERE w.status <> o.status
    UNION ALL
    SELECT w.status, 1 AS n FROM old_rows o JOIN new_rows w ON w.id = o.id WHERE w.status <> o.status
  ) AS moved GROUP BY status
  ON CONFLICT (status) DO UPDATE SET orders = order_status_counts.orders + excluded.orders;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION overview_statuses_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_counts (status, orders) SELECT status, -count(*) FROM old_rows GROUP BY status
  ON CONFLICT (status) DO UPDATE SET orders = order_status_counts.orders + excluded.orders;
  RETURN NULL;
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
CREATE TRIGGER overview_statuses_on_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION overview_statuses_inserted();
--> statement-breakpoint
CREATE TRIGGER overview_statuses_on_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION overview_statuses_updated();
--> statement-breakpoint
CREATE TRIGGER overview_statuses_on_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION overview_statuses_deleted();
--> statement-breakpoint
CREATE TRIGGER overview_order_items_written AFTER INSERT OR DELETE OR UPDATE OF order_id, product_id, quantity, unit_price_kobo ON order_items
FOR EACH ROW EXECUTE FUNCTION overview_order_items_changed();
--> statement-breakpoint
-- Moves the best sellers' window to the last 30 Lagos days (today and 29 before), taking out the
-- days that left it. Called by the overview before it reads; does nothing on the same day.
CREATE OR REPLACE FUNCTION overview_roll_window() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  first date := (now() AT TIME ZONE 'Africa/Lagos')::date - 29;
  start date;
BEGIN
  SELECT start_day INTO start FROM sales_window WHERE id = 1;
  IF start >= first THEN RETURN; END IF;
  SELECT start_day INTO start FROM sales_window WHERE id = 1 FOR UPDATE;
  IF start >= first THEN RETURN; END IF;
  INSERT INTO product_sales_window (product_id, units, amount_kobo)
  SELECT product_id, -sum(units), -sum(amount_kobo) FROM product_sales_days
  WHERE day >= start AND day < first GROUP BY product_id
  ON CONFLICT (product_id) DO UPDATE
    SET units = product_sales_window.units + excluded.units,
        amount_kobo = product_sales_window.amount_kobo + excluded.amount_kobo;
  DELETE FROM product_sales_window WHERE units = 0 AND amount_kobo = 0;
  UPDATE sales_window SET start_day = first WHERE id = 1;
END $$;
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
--> statement-breakpoint
INSERT INTO sales_window (id, start_day) VALUES (1, (now() AT TIME ZONE 'Africa/Lagos')::date - 29);
--> statement-breakpoint
INSERT INTO product_sales_window (product_id, units, amount_kobo)
SELECT product_id, sum(units), sum(amount_kobo) FROM product_sales_days
WHERE day >= (SELECT start_day FROM sales_window WHERE id = 1) GROUP BY product_id;
