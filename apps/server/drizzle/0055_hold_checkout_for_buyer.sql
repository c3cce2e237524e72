-- The hold cap's count (buyer-hold-cap.ts) as a function, and a checkout's buyer locks and count
-- in its call (bench/README.md, "Where a flash sale's time goes"): a checkout without an
-- Idempotency-Key takes the buyer's locks, counts her holds and holds its stock in one round trip
-- instead of three, and the buyer's locks (one address for every shopper behind it) are held from
-- this call to the commit only.
--
-- buyer_holds answers { product id: units } of these products that the buyer's unpaid orders keep
-- from others: online checkouts still holding their stock, and pay-on-delivery orders in
-- p_open_pay_on_delivery (their stock is taken until the rider collects). A buyer is her client
-- address, her e-mail or her phone (p_email_key and p_phone_key as customerEmailKey and
-- customerPhoneKey give them; an order's keyed in SQL as customer-keys.ts does): an order matching
-- any of them counts.
CREATE OR REPLACE FUNCTION buyer_holds(
  p_client_ip text, p_email_key text, p_phone_key text, p_products uuid[], p_now timestamptz,
  p_open_pay_on_delivery text[]
)
RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_object_agg(h.product_id, h.units), '{}') FROM (
    SELECT oi.product_id, sum(oi.quantity)::integer AS units
    FROM orders o JOIN order_items oi ON oi.order_id = o.id
    WHERE (
        (o.status = 'pending' AND o.hold_expires_at IS NOT NULL AND o.hold_expires_at > p_now
          AND oi.stock_state = 'held')
        OR (o.payment_method = 'pay_on_delivery' AND o.status = ANY(p_open_pay_on_delivery)
          AND oi.stock_state = 'sold'))
      AND (o.client_ip = p_client_ip
        OR regexp_replace(lower(trim(o.email)), '\+[^@]*(@[^@]*)$', '\1') = p_email_key
        OR right(regexp_replace(o.phone_number, '[^0-9]', '', 'g'), 10) = p_phone_key)
      AND oi.product_id = ANY(p_products)
    GROUP BY oi.product_id
  ) h
$$;
--> statement-breakpoint
-- hold_checkout under the buyer's locks, with her holds counted once they are taken: p_buyer is
-- { lockNames (sorted), clientIp, emailKey, phoneKey, products, now, openPayOnDelivery }. Each statement
-- of a plpgsql function reads the rows as they are when it starts, so the count sees every
-- checkout of hers that committed while this one waited for her locks. The answer is
-- hold_checkout's with `already`, the count, for the caller's cap.
CREATE OR REPLACE FUNCTION hold_checkout_for_buyer(
  p_buyer jsonb, p_order jsonb, p_event jsonb, p_lines jsonb, p_units jsonb,
  p_holds_without_stock boolean, p_channel text
)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  already jsonb;
BEGIN
  -- Taken one by one in the order given (unnest's, without an ORDER BY), as lockNames takes them.
  PERFORM pg_advisory_xact_lock(hashtextextended(name, 0))
  FROM jsonb_array_elements_text(p_buyer->'lockNames') AS name;
  already := buyer_holds(p_buyer->>'clientIp', p_buyer->>'emailKey', p_buyer->>'phoneKey',
    array(SELECT jsonb_array_elements_text(p_buyer->'products')::uuid), (p_buyer->>'now')::timestamptz,
    array(SELECT jsonb_array_elements_text(p_buyer->'openPayOnDelivery')));
  RETURN hold_checkout(p_order, p_event, p_lines, p_units, p_holds_without_stock, p_channel)
    || jsonb_build_object('already', already);
END $$;
