-- A checkout's order and its stock in one call (bench/README.md, "Where a flash sale's time goes"):
-- every statement awaited inside the checkout's transaction is a round trip while it holds its
-- locks, and on PGlite the whole database. The order, its status event and its lines are written
-- here, and the stock's rows are locked last, so a product's row lock is held only from here to the
-- commit. The caller takes the buyer's locks and counts her holds before; it answers the 409s
-- (short of stock, past the buyer's cap) by rolling the transaction back.
--
-- p_order and p_event are rows keyed by column name (the event without its order); p_lines are
-- { key, row (an order_items row keyed by column name, without its order and stock columns),
-- parts (the routine parts the line takes, or absent), changes (the products whose catalogue
-- answers change when the line is held) }; p_units are the counted quantities the lines take
-- { key (the line's), table ('products' or 'colors'), id, quantity }; p_holds_without_stock keeps
-- the order's hold_expires_at when no line is held (a discount code's use is held as long).
--
-- The units are taken all or nothing: when one target has less than its units ask, nothing is
-- taken, no line is written, and the answer's `short` has every target's stock as it was locked
-- (null for an uncounted one), for the caller to name the line short as a one-by-one take would.
-- Otherwise a line is held when one of its units is counted (a deleted product or a null stock
-- is not), the catalogue change is recorded for the held lines' products and the routines that
-- have them as parts, and the answer has the held keys, the products changed and the change rows.
CREATE OR REPLACE FUNCTION hold_checkout(
  p_order jsonb, p_event jsonb, p_lines jsonb, p_units jsonb, p_holds_without_stock boolean, p_channel text
)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  new_order_id uuid;
  new_order_number integer;
  order_columns text := (SELECT string_agg(quote_ident(k), ', ') FROM jsonb_object_keys(p_order) k);
  event_columns text := (SELECT string_agg(quote_ident(k), ', ') FROM jsonb_object_keys(p_event) k);
  line_columns text := (SELECT string_agg(quote_ident(k), ', ') FROM jsonb_object_keys(p_lines->0->'row') k);
  product_stock jsonb;
  color_stock jsonb;
  held jsonb;
  changed uuid[];
  seqs jsonb;
BEGIN
  EXECUTE format('INSERT INTO orders (%1$s) SELECT %1$s FROM jsonb_populate_record(null::orders, $1) RETURNING id, order_number', order_columns)
    USING p_order INTO new_order_id, new_order_number;
  EXECUTE format('INSERT INTO order_status_events (order_id, %1$s) SELECT $2, %1$s FROM jsonb_populate_record(null::order_status_events, $1)', event_columns)
    USING p_event, new_order_id;

  -- The stock's rows, locked in the one order every stock change follows (products, then shades,
  -- each by id), as an UPDATE locks them (FOR NO KEY UPDATE: other checkouts' lines may still
  -- reference the product meanwhile).
  SELECT coalesce(jsonb_object_agg(s.id, s.stock), '{}') INTO product_stock FROM (
    SELECT p.id, p.stock FROM products p
    WHERE p.id IN (SELECT (u->>'id')::uuid FROM jsonb_array_elements(p_units) u WHERE u->>'table' = 'products')
    ORDER BY p.id FOR NO KEY UPDATE
  ) s;
  SELECT coalesce(jsonb_object_agg(s.id, s.stock), '{}') INTO color_stock FROM (
    SELECT c.id, c.stock FROM colors c
    WHERE c.id IN (SELECT (u->>'id')::uuid FROM jsonb_array_elements(p_units) u WHERE u->>'table' = 'colors')
    ORDER BY c.id FOR NO KEY UPDATE
  ) s;

  IF EXISTS (
    SELECT 1 FROM (
      SELECT u->>'table' AS tbl, u->>'id' AS id, sum((u->>'quantity')::integer) AS quantity
      FROM jsonb_array_elements(p_units) u GROUP BY 1, 2
    ) w
    WHERE ((CASE w.tbl WHEN 'products' THEN product_stock ELSE color_stock END)->>w.id)::integer < w.quantity
  ) THEN
    RETURN jsonb_build_object('orderId', new_order_id, 'orderNumber', new_order_number,
      'short', jsonb_build_object('products', product_stock, 'colors', color_stock));
  END IF;

  UPDATE products p SET stock = p.stock - w.quantity
  FROM (
    SELECT (u->>'id')::uuid AS id, sum((u->>'quantity')::integer) AS quantity
    FROM jsonb_array_elements(p_units) u WHERE u->>'table' = 'products' GROUP BY 1
  ) w
  WHERE p.id = w.id AND p.stock IS NOT NULL;
  UPDATE colors c SET stock = c.stock - w.quantity
  FROM (
    SELECT (u->>'id')::uuid AS id, sum((u->>'quantity')::integer) AS quantity
    FROM jsonb_array_elements(p_units) u WHERE u->>'table' = 'colors' GROUP BY 1
  ) w
  WHERE c.id = w.id AND c.stock IS NOT NULL;

  SELECT coalesce(jsonb_agg(DISTINCT (u->>'key')::integer), '[]') INTO held
  FROM jsonb_array_elements(p_units) u
  WHERE (CASE u->>'table' WHEN 'products' THEN product_stock ELSE color_stock END)->>(u->>'id') IS NOT NULL;

  EXECUTE format(
    'INSERT INTO order_items (order_id, stock_state, routine_parts, %1$s) '
    'SELECT $2, CASE WHEN h.held THEN ''held'' END, CASE WHEN h.held THEN l->''parts'' END, %2$s '
    'FROM jsonb_array_elements($1) WITH ORDINALITY AS x(l, n) '
    'CROSS JOIN LATERAL (SELECT $3 @> (l->''key'') AS held) h '
    'CROSS JOIN LATERAL jsonb_populate_record(null::order_items, l->''row'') r ORDER BY n',
    line_columns,
    (SELECT string_agg('r.' || quote_ident(k), ', ') FROM jsonb_object_keys(p_lines->0->'row') k))
    USING p_lines, new_order_id, held;
  -- The order was written with its hold's end; an order holding nothing has none.
  IF held = '[]'::jsonb AND NOT p_holds_without_stock THEN
    UPDATE orders SET hold_expires_at = NULL WHERE id = new_order_id;
  END IF;

  SELECT array_agg(DISTINCT c::uuid) INTO changed
  FROM jsonb_array_elements(p_lines) l CROSS JOIN LATERAL jsonb_array_elements_text(l->'changes') c
  WHERE held @> (l->'key');
  IF changed IS NOT NULL THEN
    changed := array(SELECT unnest(changed) UNION SELECT rp.routine_id FROM routine_parts rp WHERE rp.part_id = ANY(changed));
    WITH inserted AS (INSERT INTO catalog_changes (product_id) SELECT unnest(changed) RETURNING seq)
    SELECT jsonb_agg(seq) INTO seqs FROM inserted;
    PERFORM pg_notify(p_channel, '');
  END IF;

  RETURN jsonb_build_object('orderId', new_order_id, 'orderNumber', new_order_number, 'held', held,
    'changed', coalesce(to_jsonb(changed), '[]'), 'seqs', coalesce(seqs, '[]'));
END $$;
