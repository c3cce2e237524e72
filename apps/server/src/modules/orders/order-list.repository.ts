import { and, desc, eq, ilike, inArray, isNotNull, notInArray, or, sql, sum, type SQL } from 'drizzle-orm';
import { parseOrderNumber } from '@shop/shared/orders/order-number';
import type { Order, OrderStatus } from '@shop/shared/orders/order-schemas';
import type { PodConfirmation } from '@shop/shared/orders/pod-confirmation';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders, orderStatusCounts } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { detailsOf, ordersWith, withItems } from './orders.repository.ts';

// The admin's order list and search, a page at a time, and a customer's own orders.

export type OrderFilter = {
  userId?: string;
  /** Case-insensitive: customer name, order number, order id, reference or product name. */
  q?: string;
  /** One status; `all` for every one; absent hides unpaid (pending, expired) orders. */
  status?: OrderStatus | 'all';
  /** Pay-on-delivery orders by their shopper's answer, or flagged as unanswered (decision 53). */
  confirmation?: PodConfirmation | 'flagged';
  limit?: number;
  offset?: number;
};

const UNPAID: OrderStatus[] = ['pending', 'expired'];
const newestFirst = [desc(orders.createdAt), desc(orders.id)];

function statusWhere(status: OrderFilter['status']): SQL | undefined {
  if (!status) return notInArray(orders.status, UNPAID);
  return status === 'all' ? undefined : eq(orders.status, status);
}

function confirmationWhere(confirmation: OrderFilter['confirmation']): SQL | undefined {
  if (!confirmation) return undefined;
  if (confirmation === 'flagged')
    return and(eq(orders.podConfirmation, 'unconfirmed'), isNotNull(orders.podFlaggedAt));
  return eq(orders.podConfirmation, confirmation);
}

/** Who asks and what: one customer's orders, one status, one pay-on-delivery answer. */
const scopeWhere = (filter: OrderFilter) =>
  and(
    filter.userId ? eq(orders.userId, filter.userId) : undefined,
    statusWhere(filter.status),
    confirmationWhere(filter.confirmation),
  );

/**
 * Newest first, with their items. `total` is the exact number of matches, whatever the limit and
 * offset: without a search it is read from the per-status counts the database keeps (decision
 * 16), with one it comes from the same statement that picks the page (see `searchOrders`).
 */
export async function findOrders(
  db: DbOrTx,
  filter: OrderFilter = {},
): Promise<{ data: Order[]; total: number }> {
  const q = filter.q?.trim();
  if (q) return searchOrders(db, filter, q);
  const where = scopeWhere(filter);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...newestFirst)
      .limit(filter.limit ?? 1000)
      .offset(filter.offset ?? 0),
    // The per-status counts know nothing of customers or answers: those are counted.
    filter.userId || filter.confirmation ? countOrders(db, where) : countByStatus(db, filter.status),
  ]);
  return { data: await withItems(db, rows), total };
}

async function countOrders(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return row?.n ?? 0;
}

/** Every order in the statuses asked for, from `order_status_counts` (a row per status). */
async function countByStatus(db: DbOrTx, status: OrderFilter['status']): Promise<number> {
  const which = !status
    ? notInArray(orderStatusCounts.status, UNPAID)
    : status === 'all'
      ? undefined
      : eq(orderStatusCounts.status, status);
  const [row] = await db
    .select({ n: sql<number>`coalesce(${sum(orderStatusCounts.orders)}, 0)::int` })
    .from(orderStatusCounts)
    .where(which);
  return row?.n ?? 0;
}

/**
 * The search: one statement gathers the matching orders' ids and creation times (each arm a
 * trigram index scan, see the schema), numbers them all with a window count and keeps the page;
 * the page's rows, items and history are then read by their ids, all three at once. Matches are
 * found once: counting them in a statement of its own repeated the whole search, and reading
 * them back through `id = any(…)` cost more than finding them.
 */
async function searchOrders(db: DbOrTx, filter: OrderFilter, q: string) {
  const pattern = containsPattern(q);
  const number = parseOrderNumber(q);
  const byOrder = or(
    number !== null ? eq(orders.orderNumber, number) : undefined,
    ilike(sql`'GN-' || ${orders.orderNumber}::text`, pattern),
    ilike(orders.name, pattern),
    ilike(orders.reference, pattern),
    ilike(sql`${orders.id}::text`, pattern),
  );
  const scope = scopeWhere(filter);
  const byLine = sql`${orders.id} in (select ${orderItems.orderId} from ${orderItems} where ${ilike(orderItems.productName, pattern)})`;
  const matches = sql`select ${orders.id}, ${orders.createdAt} from ${orders} where ${and(scope, byOrder)}
    union
    select ${orders.id}, ${orders.createdAt} from ${orders} where ${and(scope, byLine)}`;
  const offset = filter.offset ?? 0;
  const page = await sqlRows<{ id: string; total: number }>(
    db,
    sql`select m.id, count(*) over ()::int as total from (${matches}) m
      order by m.created_at desc, m.id desc limit ${filter.limit ?? 1000} offset ${offset}`,
  );
  const ids = page.map((r) => r.id);
  // A page past the last match has no row to carry the count; the count is then asked alone.
  const total =
    page[0]?.total ??
    (offset === 0
      ? 0
      : ((await sqlRows<{ n: number }>(db, sql`select count(*)::int as n from (${matches}) m`))[0]?.n ?? 0));
  if (ids.length === 0) return { data: [], total };
  const [rows, details] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, ids)),
    detailsOf(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    data: ordersWith(
      ids.flatMap((id) => byId.get(id) ?? []),
      details,
    ),
    total,
  };
}
