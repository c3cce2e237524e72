import { payLinkPath } from '@shop/shared/orders/pay-link-schemas';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { formatOrderNumber } from '@shop/shared/orders/order-number';
import type { Order, OrderHistoryEntry, OrderStatus } from '@shop/shared/orders/order-schemas';
import { koboToNaira } from '@shop/shared/money';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders, orderStatusEvents } from '../../db/schema/index.ts';
import type { Refund } from '@shop/shared/orders/refund-schemas';
import { refundsByOrder } from '../refunds/refunds.repository.ts';

// Orders as the API reads them: rows become the shared Order DTO here and nowhere else.

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

export async function findOrderById(db: DbOrTx, id: string): Promise<Order | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ? (await withItems(db, [row]))[0] : undefined;
}

/** The order whose confirmation-page link carries this token. */
export async function findOrderByViewToken(db: DbOrTx, token: string): Promise<Order | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.viewToken, token));
  return row ? (await withItems(db, [row]))[0] : undefined;
}

/**
 * A paid order (paid or later) by its number and the e-mail address it was made with, the
 * address compared without case. Unpaid orders (pending, expired) are not found: customers
 * never see them elsewhere either.
 */
export async function findTrackableOrder(db: DbOrTx, orderNumber: number, email: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.orderNumber, orderNumber),
        sql`lower(${orders.email}) = lower(${email})`,
        notInArray(orders.status, ['pending', 'expired']),
      ),
    );
  return row ? (await withItems(db, [row]))[0] : undefined;
}

/** The link secret of the confirmation page, for the e-mails and the paying shopper. */
export async function findViewToken(db: DbOrTx, orderId: string): Promise<string | undefined> {
  const [row] = await db.select({ token: orders.viewToken }).from(orders).where(eq(orders.id, orderId));
  return row?.token;
}

/** Orders as the API shows them: the rows with their items and status history. */
export async function withItems(db: DbOrTx, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  return ordersWith(
    rows,
    await detailsOf(
      db,
      rows.map((r) => r.id),
    ),
  );
}

type Details = {
  items: Map<string, ItemRow[]>;
  history: Map<string, OrderHistoryEntry[]>;
  refunds: Map<string, Refund[]>;
};

/**
 * The items, status history and refunds of these orders, by order id. Needs only the ids, so a caller
 * holding them can ask for the rows at the same time (the statements then go out together).
 */
export async function detailsOf(db: DbOrTx, ids: string[]): Promise<Details> {
  const [itemRows, events, refunds] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)),
    db
      .select({
        orderId: orderStatusEvents.orderId,
        status: orderStatusEvents.toStatus,
        at: orderStatusEvents.at,
      })
      .from(orderStatusEvents)
      .where(inArray(orderStatusEvents.orderId, ids))
      .orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.id)),
    refundsByOrder(db, ids),
  ]);
  const items = new Map<string, ItemRow[]>();
  for (const item of itemRows) items.set(item.orderId, [...(items.get(item.orderId) ?? []), item]);
  const history = new Map<string, OrderHistoryEntry[]>();
  for (const e of events) {
    const entry = { status: e.status as OrderStatus, at: e.at.toISOString() };
    history.set(e.orderId, [...(history.get(e.orderId) ?? []), entry]);
  }
  return { items, history, refunds };
}

export const ordersWith = (rows: OrderRow[], details: Details): Order[] =>
  rows.map((row) =>
    toOrder(
      row,
      details.items.get(row.id) ?? [],
      details.history.get(row.id) ?? [],
      details.refunds.get(row.id) ?? [],
    ),
  );

/** One order as the API shows it. */
export async function withDetails(db: DbOrTx, row: OrderRow): Promise<Order> {
  const [order] = await withItems(db, [row]);
  return order ?? toOrder(row, []);
}

export function toOrder(
  row: OrderRow,
  items: ItemRow[],
  history: OrderHistoryEntry[] = [],
  refunds: Refund[] = [],
): Order {
  return {
    _id: row.id,
    orderNumber: formatOrderNumber(row.orderNumber),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    userId: row.userId,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    address: row.address,
    state: row.state,
    city: row.city,
    items: items.map((i) => ({
      productId: i.productCode,
      productName: i.productName,
      productImage: i.productImage,
      price: koboToNaira(i.unitPriceKobo),
      quantity: i.quantity,
      color: i.colorName !== null ? { name: i.colorName, code: i.colorCode ?? '' } : null,
    })),
    totalItems: items.reduce((sum, i) => sum + i.quantity, 0),
    amount: koboToNaira(row.amountKobo),
    subtotal: koboToNaira(row.subtotalKobo),
    transportOption: row.transportOption,
    deliveryName: row.deliveryName,
    deliveryEta: row.deliveryEta,
    transportCost: koboToNaira(row.transportCostKobo),
    status: row.status,
    transactionId: row.reference,
    history,
    ...(row.oversold && { oversold: true }),
    ...(row.paymentChannel && { paymentChannel: row.paymentChannel }),
    ...(row.status === 'pending' &&
      row.transferExpiresAt && { transferExpiresAt: row.transferExpiresAt.toISOString() }),
    ...(row.paymentMethod === 'pay_on_delivery' && {
      payOnDelivery: {
        collectedVia: row.collectedVia,
        collectedAt: row.collectedAt?.toISOString() ?? null,
        confirmation: row.podConfirmation ?? 'unconfirmed',
        answeredVia: row.podAnsweredVia,
        answeredAt: row.podAnsweredAt?.toISOString() ?? null,
        flaggedAt: row.podFlaggedAt?.toISOString() ?? null,
      },
    }),
    ...(row.paymentMethod === 'direct' &&
      row.collectedVia && { paidDirect: { via: row.collectedVia, reference: row.paymentReference } }),
    ...(row.channel !== 'web' && { channel: row.channel }),
    ...(row.refundedKobo > 0 && { refunded: koboToNaira(row.refundedKobo) }),
    ...(refunds.length > 0 && { refunds }),
    ...(row.discountCode && { discount: { code: row.discountCode, amount: koboToNaira(row.discountKobo) } }),
    ...(row.courier && { shipment: { courier: row.courier, trackingNumber: row.trackingNumber } }),
    ...(row.status === 'pending' &&
      row.payToken &&
      row.payLinkExpiresAt &&
      row.payLinkExpiresAt > new Date() && {
        payLink: { path: payLinkPath(row.payToken), expiresAt: row.payLinkExpiresAt.toISOString() },
      }),
  };
}
