-- A payment's settlement in one call (bench/README.md, "Where a flash sale's time goes"): the paid
-- update, its status event, the held lines sold and the messages the caller composed for it, one
-- round trip inside the paid transaction (on PGlite that transaction holds the whole database).
--
-- An unpaid order (p_unpaid: pending, or expired, as a late payment is honoured) becomes paid here
-- and only once: its row is locked in the update's own sub-select, so whichever of several racing
-- settlements comes second gets null and writes nothing. p_payment has the time it is recorded
-- (paidAt) and what the provider reported (feesKobo, channel, providerPaidAt); p_outbox are outbox
-- rows keyed by column name (the receipt, the order message), written only with the payment.
-- The answer: the paid row with the status it left (from_status), its history, and its released
-- lines (their hold ran out), for the caller to take again while still free.
CREATE OR REPLACE FUNCTION pay_order(p_reference text, p_unpaid text[], p_payment jsonb, p_note text, p_outbox jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  paid_id uuid;
  paid_row jsonb;
  released_lines jsonb;
  paid_history jsonb;
  message jsonb;
BEGIN
  UPDATE orders o SET
    status = 'paid',
    paid_at = (p_payment->>'paidAt')::timestamptz,
    updated_at = (p_payment->>'paidAt')::timestamptz,
    fees_kobo = (p_payment->>'feesKobo')::bigint,
    payment_channel = p_payment->>'channel',
    provider_paid_at = (p_payment->>'providerPaidAt')::timestamptz
  FROM (
    SELECT u.id, u.status FROM orders u WHERE u.reference = p_reference AND u.status = ANY(p_unpaid) FOR UPDATE
  ) unpaid
  WHERE o.id = unpaid.id AND o.status = ANY(p_unpaid)
  RETURNING o.id, to_jsonb(o) || jsonb_build_object('from_status', unpaid.status) INTO paid_id, paid_row;
  IF paid_id IS NULL THEN RETURN NULL; END IF;

  INSERT INTO order_status_events (order_id, from_status, to_status, note)
  VALUES (paid_id, paid_row->>'from_status', 'paid', p_note);

  WITH moved AS (
    UPDATE order_items i SET stock_state = CASE WHEN i.stock_state = 'held' THEN 'sold' ELSE i.stock_state END
    WHERE i.order_id = paid_id AND i.stock_state IN ('held', 'released')
    RETURNING i.*
  )
  SELECT coalesce(jsonb_agg(to_jsonb(m)) FILTER (WHERE m.stock_state = 'released'), '[]') INTO released_lines
  FROM moved m;

  FOR message IN SELECT jsonb_array_elements(p_outbox) LOOP
    EXECUTE format('INSERT INTO outbox (%1$s) SELECT %1$s FROM jsonb_populate_record(null::outbox, $1)',
      (SELECT string_agg(quote_ident(k), ', ') FROM jsonb_object_keys(message) k))
      USING message;
  END LOOP;

  SELECT coalesce(jsonb_agg(jsonb_build_object('status', e.to_status, 'at', e.at) ORDER BY e.at, e.id), '[]')
  INTO paid_history FROM order_status_events e WHERE e.order_id = paid_id;

  RETURN jsonb_build_object('row', paid_row, 'history', paid_history, 'released', released_lines);
END $$;
