import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** The running totals the overview reads (decision 16): derived from orders, never restored as rows. */
export const OVERVIEW_TOTALS = [
  'order_status_counts',
  'sales_days',
  'channel_sales_days',
  'product_sales_days',
  'product_sales_window',
] as const;

/**
 * Computes the overview's running totals afresh from the orders and their lines, with the rules
 * the triggers apply (overview_is_sale_order, net of refunds, the Lagos day of payment). A restore
 * loads orders through the triggers, which count each one as it arrives: the totals read from a
 * backup on top of that counted everything twice, so they are emptied and made here once.
 */
export async function rebuildOverviewTotals(tx: DbOrTx): Promise<void> {
  for (const table of OVERVIEW_TOTALS) await tx.execute(sql.raw(`delete from public."${table}"`));
  await tx.execute(sql`insert into order_status_counts (status, orders)
    select status, count(*) from orders group by status`);
  await tx.execute(sql`insert into sales_days (day, amount_kobo, orders)
    select overview_sale_day(o.paid_at, o.created_at), sum(o.amount_kobo - o.refunded_kobo), count(*)
    from orders o where overview_is_sale_order(o) group by 1`);
  await tx.execute(sql`insert into channel_sales_days (day, channel, amount_kobo, orders)
    select overview_sale_day(o.paid_at, o.created_at), o.channel, sum(o.amount_kobo - o.refunded_kobo), count(*)
    from orders o where overview_is_sale_order(o) group by 1, 2`);
  await tx.execute(sql`insert into product_sales_days (day, product_id, units, amount_kobo)
    select overview_sale_day(o.paid_at, o.created_at), i.product_id, sum(i.quantity), sum(i.quantity * i.unit_price_kobo)
    from orders o join order_items i on i.order_id = o.id
    where overview_is_sale_order(o) and i.product_id is not null group by 1, 2`);
  await tx.execute(sql`insert into sales_window (id, start_day)
    values (1, (now() at time zone 'Africa/Lagos')::date - 29)
    on conflict (id) do update set start_day = excluded.start_day`);
  await tx.execute(sql`insert into product_sales_window (product_id, units, amount_kobo)
    select product_id, sum(units), sum(amount_kobo) from product_sales_days
    where day >= (select start_day from sales_window where id = 1) group by product_id`);
}
