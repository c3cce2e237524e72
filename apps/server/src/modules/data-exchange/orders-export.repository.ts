import { and, asc, inArray, sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@shop/shared/dates/shop-time';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';

// The orders CSV's reads: orders of a range of Lagos days, a batch at a time, oldest first.

/** Lagos calendar days, both included (YYYY-MM-DD). */
export type DayRange = { from: string; to: string };

const BATCH = 500;

const orderColumns = {
  id: orders.id,
  // The keyset's place as PostgreSQL prints it: microseconds kept, so no order is read twice or missed.
  at: sql<string>`${orders.createdAt}::text`,
  createdAt: orders.createdAt,
  orderNumber: orders.orderNumber,
  name: orders.name,
  email: orders.email,
  phoneNumber: orders.phoneNumber,
  state: orders.state,
  city: orders.city,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentChannel: orders.paymentChannel,
  discountKobo: orders.discountKobo,
  transportCostKobo: orders.transportCostKobo,
  amountKobo: orders.amountKobo,
  refundedKobo: orders.refundedKobo,
};

const itemColumns = {
  orderId: orderItems.orderId,
  productName: orderItems.productName,
  colorName: orderItems.colorName,
  quantity: orderItems.quantity,
  unitPriceKobo: orderItems.unitPriceKobo,
};

export type ExportOrder = Omit<Awaited<ReturnType<typeof readBatch>>[number], 'at'> & {
  items: { productName: string; colorName: string | null; quantity: number; unitPriceKobo: number }[];
};

function readBatch(db: DbOrTx, range: DayRange, after: { at: string; id: string } | null) {
  // Midnight in Lagos of the first day to midnight after the last, as instants: the
  // orders_created_idx index answers the range without reading other orders.
  const start = sql`(${range.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`;
  const end = sql`(${range.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`;
  return db
    .select(orderColumns)
    .from(orders)
    .where(
      and(
        sql`${orders.createdAt} >= ${start}`,
        sql`${orders.createdAt} < ${end}`,
        after
          ? sql`(${orders.createdAt}, ${orders.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(BATCH);
}

/**
 * Every order of the range with its lines, BATCH orders per read (keyset, never OFFSET), so a
 * year of orders streams out in flat memory: the caller writes each batch before the next read.
 */
export async function* ordersInRange(db: DbOrTx, range: DayRange): AsyncGenerator<ExportOrder[]> {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const rows = await readBatch(db, range, after);
    if (rows.length === 0) return;
    const items = await db
      .select(itemColumns)
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((row) => row.id),
        ),
      );
    const byOrder = new Map<string, ExportOrder['items']>();
    for (const { orderId, ...item } of items) {
      const list = byOrder.get(orderId) ?? [];
      list.push(item);
      byOrder.set(orderId, list);
    }
    yield rows.map(({ at: _at, ...row }) => ({ ...row, items: byOrder.get(row.id) ?? [] }));
    const last = rows.at(-1)!;
    after = { at: last.at, id: last.id };
    if (rows.length < BATCH) return;
  }
}
