import { sql } from 'drizzle-orm';
import { SALE_STATUSES } from '@shop/shared/admin/sales';
import { MAX_ALSO_BOUGHT } from '@shop/shared/catalog/pairings';
import type { Database } from '../../db/client.ts';

// "Customers also bought" (decision 62), counted from paid orders by the database: for each
// product, the other products found in the same paid orders, most orders first. Kept in memory by
// the catalogue (each process counts for itself), since it is a few ids per product.

/** Product ids by product id, most orders in common first. */
export type AlsoBought = ReadonlyMap<string, readonly string[]>;

/**
 * How many to keep per product: more than a row shows, since the product page leaves out those
 * out of stock or gone at the time it answers (stock changes between counts).
 */
const KEPT = MAX_ALSO_BOUGHT * 4;

const paid = sql.join(
  SALE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * Counts every pair of products bought in one paid order (an order counts once per pair, however
 * many lines or shades), and keeps each product's KEPT most frequent companions; ties go by id so
 * a count is the same on every process.
 */
export async function countAlsoBought(db: Database): Promise<AlsoBought> {
  const result = await db.execute(sql`
    with lines as (
      select distinct i.order_id, i.product_id
      from order_items i join orders o on o.id = i.order_id
      where o.status in (${paid}) and i.product_id is not null
    ), pairs as (
      select a.product_id as product, b.product_id as other, count(*) as times
      from lines a join lines b on b.order_id = a.order_id and b.product_id <> a.product_id
      group by a.product_id, b.product_id
    ), ranked as (
      select product, other,
        row_number() over (partition by product order by times desc, other) as place
      from pairs
    )
    select product::text as product, other::text as other from ranked
    where place <= ${KEPT} order by product, place`);
  const rows = (result as unknown as { rows: { product: string; other: string }[] }).rows;
  const counted = new Map<string, string[]>();
  for (const { product, other } of rows) {
    const list = counted.get(product);
    if (list) list.push(other);
    else counted.set(product, [other]);
  }
  return counted;
}

/** Whether two counts would show the same rows (a refresh that changes nothing keeps the answers). */
export function sameAlsoBought(a: AlsoBought, b: AlsoBought): boolean {
  if (a.size !== b.size) return false;
  for (const [product, list] of a) {
    const other = b.get(product);
    if (!other || other.length !== list.length || other.some((id, i) => id !== list[i])) return false;
  }
  return true;
}
