import { asc, eq, inArray, or } from 'drizzle-orm';
import { koboToNaira } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/orders/order-number';
import type { DbOrTx } from '../../db/client.ts';
import {
  orderItems,
  orders,
  returnItems,
  returnRequests,
  storeCreditEntries,
} from '../../db/schema/index.ts';
import { creditBalanceKobo, creditOwnerOf } from '../store-credit/store-credit.repository.ts';

// The returns and store credit of one account, for its owner's download (decisions 52 and 56):
// her orders' returns with their lines, and the ledger entries her balance is read from.

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function readReturns(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ r: returnRequests, orderNumber: orders.orderNumber })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(asc(returnRequests.createdAt), asc(returnRequests.id));
  const ids = rows.map((row) => row.r.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .select({
            returnId: returnItems.returnId,
            name: orderItems.productName,
            color: orderItems.colorName,
            quantity: returnItems.quantity,
          })
          .from(returnItems)
          .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
          .where(inArray(returnItems.returnId, ids));
  return rows.map(({ r, orderNumber }) => ({
    orderNumber: formatOrderNumber(orderNumber),
    status: r.status,
    reason: r.reason,
    note: r.note,
    photos: r.photos,
    items: lines
      .filter((line) => line.returnId === r.id)
      .map(({ name, color, quantity }) => ({ name, color, quantity })),
    value: koboToNaira(r.valueKobo),
    outcome: r.outcome,
    refunded: koboToNaira(r.refundedKobo),
    credited: koboToNaira(r.creditedKobo),
    exchange: r.exchangeName
      ? { name: r.exchangeName, color: r.exchangeColorName, quantity: r.exchangeQuantity }
      : null,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }));
}

/**
 * Her store credit as checkout reads it: the entries of her account and, once proven, of her
 * e-mail (a guest's returns), each a credit from a return or a spend on an order; a spend of an
 * order cancelled or expired is listed as given back. And the balance those entries make.
 */
export async function readStoreCredit(db: DbOrTx, userId: string) {
  const owner = await creditOwnerOf(db, userId);
  const hers = owner.provenEmailKey
    ? or(eq(storeCreditEntries.userId, userId), eq(storeCreditEntries.emailKey, owner.provenEmailKey))
    : eq(storeCreditEntries.userId, userId);
  const spentOn = db
    .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status })
    .from(orders)
    .as('spent_on');
  const fromReturn = db
    .select({ id: returnRequests.id, orderNumber: orders.orderNumber })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .as('from_return');
  const rows = await db
    .select({
      amountKobo: storeCreditEntries.amountKobo,
      createdAt: storeCreditEntries.createdAt,
      spentOnOrder: spentOn.orderNumber,
      spentOnStatus: spentOn.status,
      returnOfOrder: fromReturn.orderNumber,
    })
    .from(storeCreditEntries)
    .leftJoin(spentOn, eq(spentOn.id, storeCreditEntries.orderId))
    .leftJoin(fromReturn, eq(fromReturn.id, storeCreditEntries.returnId))
    .where(hers)
    .orderBy(asc(storeCreditEntries.createdAt), asc(storeCreditEntries.id));
  return {
    balance: koboToNaira(await creditBalanceKobo(db, owner)),
    entries: rows.map((row) => ({
      kind: row.amountKobo > 0 ? 'credit from a return' : 'spent on an order',
      amount: koboToNaira(row.amountKobo),
      orderNumber:
        row.spentOnOrder !== null
          ? formatOrderNumber(row.spentOnOrder)
          : row.returnOfOrder !== null
            ? formatOrderNumber(row.returnOfOrder)
            : null,
      givenBack: row.spentOnStatus === 'cancelled' || row.spentOnStatus === 'expired',
      createdAt: iso(row.createdAt),
    })),
  };
}
