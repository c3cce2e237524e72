import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { OrderHistoryEntry, OrderStatus } from '@shop/shared/orders/order-schemas';
import type { DbOrTx } from '../../db/client.ts';
import { columnRow, rowFromColumns } from '../../db/insert-json-rows.ts';
import { orderItems, orders, outbox } from '../../db/schema/index.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import type { StockRef } from '../stock/stock.repository.ts';
import { paymentSignalUpdate, type PaymentSignal } from './payment-signals.repository.ts';

// The statements of settling a payment: the one read of the order before the provider is asked,
// and the one call that makes it paid.

export type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** Orders a payment may still settle: an expired checkout whose money arrives late is honoured. */
export const UNPAID_STATUSES = ['pending', 'expired'] as const;

/** What the provider reported with the payment, kept on the order. */
export type PaymentDetails = { feesKobo: number | null; channel: string | null; providerPaidAt: Date | null };

/** The order a payment reference belongs to, as stored. */
export async function findOrderRow(db: DbOrTx, reference: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.reference, reference));
  return row;
}

/** An order a payment may settle, with its lines: what its receipt says is all here. */
export type SettlingOrder = { row: OrderRow; items: ItemRow[] };

/** findOrderRow with the order's lines, in one statement. */
export async function findSettlingOrder(db: DbOrTx, reference: string): Promise<SettlingOrder | undefined> {
  const [found] = await db
    .select({
      ...getTableColumns(orders),
      // The order's table named outright: in a query of one table drizzle writes a column
      // unqualified, and "id" here would be the line's own.
      items: sql<Record<string, unknown>[]>`(select coalesce(json_agg(i), '[]') from ${orderItems} i
        where i.order_id = ${orders}.id)`,
    })
    .from(orders)
    .where(eq(orders.reference, reference));
  if (!found) return undefined;
  const { items, ...row } = found;
  return { row, items: items.map((item) => rowFromColumns(orderItems, item)) };
}

/**
 * recordPaymentSignal, then findSettlingOrder, in one statement: the order as the signal left it
 * (its signal's columns as the update set them, the rest as the statement found them).
 */
export async function signalledSettlingOrder(
  db: DbOrTx,
  reference: string,
  signal: PaymentSignal,
): Promise<SettlingOrder | undefined> {
  const signalled = paymentSignalUpdate(db, reference, signal);
  const [found] = await sqlRows<{
    row: Record<string, unknown>;
    signalled: Record<string, unknown> | null;
    items: Record<string, unknown>[];
  }>(
    db,
    sql`with signalled as (${signalled.getSQL()})
      select to_jsonb(o) as row, (select to_jsonb(s) from signalled s) as signalled,
        (select coalesce(json_agg(i), '[]') from ${orderItems} i where i.order_id = o.id) as items
      from ${orders} o where o.reference = ${reference}`,
  );
  if (!found) return undefined;
  return {
    // Every statement of a WITH sees the rows as they were before it: the update's own answer
    // carries what it changed.
    row: rowFromColumns(orders, { ...found.row, ...found.signalled }),
    items: found.items.map((item) => rowFromColumns(orderItems, item)),
  };
}

/** What pay_order answers for the order it paid. */
export type PaidOrder = {
  row: OrderRow & { fromStatus: string };
  history: OrderHistoryEntry[];
  /** Lines whose hold was given back before the money came: to be taken again (sellReleasedLines). */
  released: (StockRef & { id: string })[];
};

type PayAnswer = {
  row: Record<string, unknown> & { from_status: string };
  history: { status: OrderStatus; at: string }[];
  released: Record<string, unknown>[];
};

/**
 * Pending (or expired) becomes paid, with its status event, its held lines sold and `messages`
 * (outbox rows) written, in one call of pay_order (migration 0054); undefined, and nothing
 * written, when the order was not unpaid (another settlement came first, or it was cancelled).
 */
export async function payOrder(
  tx: DbOrTx,
  reference: string,
  payment: PaymentDetails & { note: string },
  messages: (typeof outbox.$inferInsert)[],
): Promise<PaidOrder | undefined> {
  const facts = {
    paidAt: new Date(),
    feesKobo: payment.feesKobo,
    channel: payment.channel,
    providerPaidAt: payment.providerPaidAt,
  };
  const unpaid = sql.join(
    UNPAID_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const [found] = await sqlRows<{ answer: PayAnswer | null }>(
    tx,
    sql`select pay_order(${reference}, array[${unpaid}]::text[], ${JSON.stringify(facts)}::jsonb, ${payment.note},
      ${JSON.stringify(messages.map((m) => columnRow(outbox, m)))}::jsonb) as answer`,
  );
  const answer = found?.answer;
  if (!answer) return undefined;
  return {
    row: { ...rowFromColumns(orders, answer.row), fromStatus: answer.row.from_status },
    history: answer.history.map((e) => ({ status: e.status, at: new Date(e.at).toISOString() })),
    released: answer.released.map((line) => {
      const { id, productId, colorId, quantity, routineParts } = rowFromColumns(orderItems, line);
      return { id, productId, colorId, quantity, parts: routineParts };
    }),
  };
}
