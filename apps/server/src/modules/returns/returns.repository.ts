import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { koboToNaira } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/orders/order-number';
import type { Return, ReturnStatus } from '@shop/shared/returns/return-schemas';
import type { DbOrTx } from '../../db/client.ts';
import {
  orderItems,
  orders,
  orderStatusEvents,
  products,
  returnItems,
  returnRequests,
} from '../../db/schema/index.ts';

// Return requests as rows and as the API's DTO (decision 52). Rows never leave this file.

export type ReturnRow = typeof returnRequests.$inferSelect;

/**
 * The order a return is asked or decided on, its row locked (`lock`, the default): requests and
 * steps queue per order. The order page's read takes it unlocked.
 */
export async function lockReturnOrder(tx: DbOrTx, orderId: string, lock = true) {
  const query = tx
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      viewToken: orders.viewToken,
      name: orders.name,
      email: orders.email,
      phoneNumber: orders.phoneNumber,
      orderNumber: orders.orderNumber,
      subtotalKobo: orders.subtotalKobo,
      discountKobo: orders.discountKobo,
      storeCreditKobo: orders.storeCreditKobo,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
export type ReturnOrder = NonNullable<Awaited<ReturnType<typeof lockReturnOrder>>>;

/** When the order was last marked delivered (its status history), or null if it never was. */
export async function deliveredAt(db: DbOrTx, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`max(${orderStatusEvents.at})` })
    .from(orderStatusEvents)
    .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.toStatus, 'delivered')));
  return row?.at ? new Date(row.at) : null;
}

/** The order's lines with whether each is final sale and how many are already being returned. */
export async function returnableLines(db: DbOrTx, orderId: string) {
  const asked = db
    .select({
      orderItemId: returnItems.orderItemId,
      quantity: sql<number>`sum(${returnItems.quantity})::int`.as('asked_quantity'),
    })
    .from(returnItems)
    .innerJoin(returnRequests, eq(returnRequests.id, returnItems.returnId))
    // A refused request gives its items back to ask again; every other state keeps them.
    .where(and(eq(returnRequests.orderId, orderId), ne(returnRequests.status, 'refused')))
    .groupBy(returnItems.orderItemId)
    .as('asked');
  const rows = await db
    .select({
      line: orderItems,
      finalSale: sql<boolean>`coalesce(${products.finalSale}, false)`,
      asked: sql<number>`coalesce(${asked.quantity}, 0)::int`,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(asked, eq(asked.orderItemId, orderItems.id))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.productName, orderItems.id);
  return rows.map((r) => ({ ...r.line, finalSale: r.finalSale, left: r.line.quantity - Number(r.asked) }));
}

export async function insertReturn(
  tx: DbOrTx,
  values: typeof returnRequests.$inferInsert,
  items: { orderItemId: string; quantity: number }[],
): Promise<ReturnRow> {
  const [row] = await tx.insert(returnRequests).values(values).returning();
  await tx.insert(returnItems).values(items.map((i) => ({ ...i, returnId: row!.id })));
  return row!;
}

export async function lockReturn(tx: DbOrTx, id: string): Promise<ReturnRow | undefined> {
  const [row] = await tx.select().from(returnRequests).where(eq(returnRequests.id, id)).for('update');
  return row;
}

export async function updateReturn(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof returnRequests.$inferInsert>,
) {
  const [row] = await tx
    .update(returnRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(returnRequests.id, id))
    .returning();
  return row!;
}

/** The returned lines of a return, as sold (for the stock and the answer). */
export async function linesOfReturn(db: DbOrTx, returnId: string) {
  return db
    .select({ line: orderItems, quantity: returnItems.quantity })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(eq(returnItems.returnId, returnId));
}

/** Returns as the API shows them, newest first: one order's, one's by id, or by status. */
export async function findReturns(
  db: DbOrTx,
  where: { orderId?: string; id?: string; status?: ReturnStatus },
): Promise<Return[]> {
  const rows = await db
    .select({ r: returnRequests, o: { number: orders.orderNumber, name: orders.name, email: orders.email } })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(
      and(
        where.orderId ? eq(returnRequests.orderId, where.orderId) : undefined,
        where.id ? eq(returnRequests.id, where.id) : undefined,
        where.status ? eq(returnRequests.status, where.status) : undefined,
      ),
    )
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
    .limit(200);
  const ids = rows.map((r) => r.r.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .select({ returnId: returnItems.returnId, line: orderItems, quantity: returnItems.quantity })
          .from(returnItems)
          .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
          .where(inArray(returnItems.returnId, ids));
  return rows.map(({ r, o }) => ({
    id: r.id,
    orderId: r.orderId,
    orderNumber: formatOrderNumber(o.number),
    customerName: o.name,
    email: o.email,
    status: r.status,
    reason: r.reason,
    note: r.note,
    photos: r.photos,
    items: lines
      .filter((l) => l.returnId === r.id)
      .map((l) => ({
        orderItemId: l.line.id,
        name: l.line.productName,
        color: l.line.colorName,
        quantity: l.quantity,
        price: koboToNaira(l.line.unitPriceKobo),
      })),
    value: koboToNaira(r.valueKobo),
    outcome: r.outcome,
    refunded: koboToNaira(r.refundedKobo),
    credited: koboToNaira(r.creditedKobo),
    exchange: r.exchangeName
      ? { name: r.exchangeName, color: r.exchangeColorName, quantity: r.exchangeQuantity ?? 0 }
      : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}
