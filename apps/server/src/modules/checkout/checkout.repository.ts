import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Delivery } from '@shop/shared/checkout/checkout-schemas';
import { messages } from '@shop/shared/messages';
import type { DbOrTx, Database } from '../../db/client.ts';
import { together } from '../../db/together.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { conflict, HttpError } from '../../http-error.ts';
import { recordStatusEvent } from '../orders/order-status.repository.ts';
import type { OrderRow } from '../payments/settlement.repository.ts';
import { holdDiscountUse } from '../discounts/discount-uses.ts';
import {
  assertHoldsWithin,
  buyerForHold,
  buyerLockNames,
  heldByBuyer,
  lockNames,
  productsWanted,
} from '../stock/buyer-hold-cap.ts';
import { routinePartsOfLines } from '../routines/routine-stock.ts';
import { releaseOrderStock, throwIfShort } from '../stock/stock-holds.ts';
import { takeFromLockedStock } from '../stock/stock.repository.ts';
import { holdCheckout } from './hold-checkout.ts';
import { takeCredit } from '../store-credit/store-credit.service.ts';
import { keyVerdict } from './idempotency.ts';
import { orderLineValues, stockWanted } from './order-lines.ts';
import type { PricedLine } from './price-items.ts';

export type PendingOrderInput = Delivery & {
  reference: string;
  userId: string | null;
  transportOption: string;
  transportCostKobo: number;
  subtotalKobo: number;
  amountKobo: number;
  /** The code applied (canonical) and what it took off; the use is held with the stock. */
  discountCode?: string | null;
  discountKobo?: number;
  /** The store credit it spends (decision 52), taken with the order under the customer's lock. */
  storeCreditKobo?: number;
  provider: string;
  lines: PricedLine[];
  /** How long counted lines are held for this checkout. */
  holdMinutes: number;
  /** The client's address (for the per-buyer hold cap, with the e-mail). */
  clientIp: string;
  /** Units of one product one buyer's live holds may reach (HOLD_UNITS_PER_BUYER). */
  holdUnitsPerBuyer: number;
  /** The request's Idempotency-Key and the digest of what it asked, or null without a key. */
  idempotency: { key: string; digest: string } | null;
};

export type InsertedOrder =
  | { kind: 'created'; orderId: string; orderNumber: number }
  /** The same key's pending order, still holding: answered again, nothing new is written. */
  | { kind: 'existing'; order: OrderRow };

/**
 * The pending order, its lines (copied as sold), the hold on their stock and its first status
 * event, in one transaction: a line short of stock (409) or past the buyer's cap (409) leaves
 * nothing behind. The buyer's address, e-mail and key are locked first (advisory, sorted), so a
 * buyer's checkouts count and hold one after another, and one key opens one order.
 */
export async function insertPendingOrder(db: Database, input: PendingOrderInput): Promise<InsertedOrder> {
  const { lines, holdMinutes, holdUnitsPerBuyer, idempotency, ...order } = input;
  const buyer = { clientIp: order.clientIp, email: order.email, phone: order.phoneNumber };
  const wanted = stockWanted(lines);
  // A routine's parts are read before the transaction: inside it every answer awaited is a round
  // trip while it holds its locks, and on PGlite the whole database (bench/README.md, "Where a
  // flash sale's time goes"); a part gone is told only after a repeated request is answered.
  const read = await routinePartsOfLines(db, wanted).then(
    (withParts) => ({ withParts }),
    (error: unknown) => ({ error }),
  );
  return db.transaction(async (tx) => {
    // Without a key the hold's call takes the buyer's locks and counts her holds itself
    // (hold_checkout_for_buyer). With one, the key is locked with her and its earlier order looked
    // up before anything is held; her holds are counted once her locks are taken (the statements
    // run in this order, sent together).
    const [, counted] = idempotency
      ? await together(tx, [
          () => lockNames(tx, [...buyerLockNames(buyer), `checkout-key:${idempotency.key}`]),
          () => heldByBuyer(tx, buyer, productsWanted(wanted)),
        ])
      : [];
    if (idempotency) {
      const earlier = await findOrderByKey(tx, idempotency.key);
      if (earlier) {
        const verdict = keyVerdict(earlier, idempotency.digest, holdMinutes);
        if (verdict === 'replay') return { kind: 'existing', order: earlier };
        if (verdict === 'reused') throw new HttpError(422, messages.checkout.idempotencyKeyReused);
        if (verdict === 'paid') throw conflict(messages.checkout.alreadyPaid);
        await forgetKey(tx, earlier.id);
      }
    }

    if ('error' in read) throw read.error;
    const values = orderLineValues(lines);
    const hold = await holdCheckout(tx, {
      order: {
        ...order,
        status: 'pending',
        // A code's use is held as long as the stock (and runs out with it: decision 0030).
        holdExpiresAt: new Date(Date.now() + holdMinutes * 60_000),
        idempotencyKey: idempotency?.key ?? null,
        requestDigest: idempotency?.digest ?? null,
      },
      event: { fromStatus: null, toStatus: 'pending', note: 'checkout' },
      lines: read.withParts.map((line) => ({ ...line, values: values[line.key]! })),
      holdsWithoutStock: Boolean(order.discountCode),
      ...(idempotency ? {} : { buyer: buyerForHold(buyer, productsWanted(wanted)) }),
    });
    // A line short of stock is the answer first, then the buyer's cap; either rolls it all back.
    if ('short' in hold) throwIfShort(read.withParts, await takeFromLockedStock(read.withParts, hold.short));
    else
      assertHoldsWithin(
        counted ?? hold.already ?? new Map<string, number>(),
        wanted.filter((l) => hold.held.has(l.key)),
        holdUnitsPerBuyer,
      );
    const { orderId, orderNumber } = hold;
    if (order.discountCode) {
      const { email, phoneNumber: phone, subtotalKobo, discountCode: code } = order;
      await holdDiscountUse(tx, { orderId, code, email, phone, lines, subtotalKobo });
    }
    await spendOrderCredit(tx, orderId, order);
    return { kind: 'created', orderId, orderNumber };
  });
}

/** The store credit the order was priced with, spent in its transaction (a 409 if it is gone). */
export async function spendOrderCredit(
  tx: DbOrTx,
  orderId: string,
  order: Pick<PendingOrderInput, 'storeCreditKobo' | 'userId' | 'email' | 'phoneNumber'>,
) {
  if (!order.storeCreditKobo || !order.userId) return;
  const { userId, email, phoneNumber } = order;
  await takeCredit(tx, { userId, kobo: order.storeCreditKobo, orderId, email, phoneNumber });
}

async function findOrderByKey(tx: DbOrTx, key: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.idempotencyKey, key));
  return row;
}

/** The key is free again: its order's time is over (or nobody can pay it), so a retry starts anew. */
async function forgetKey(tx: DbOrTx, orderId: string) {
  await tx.update(orders).set({ idempotencyKey: null }).where(eq(orders.id, orderId));
}

/** The order's lines as stored, for answering a repeated request the same order. */
export const orderLines = (db: DbOrTx, orderId: string) =>
  db.select().from(orderItems).where(eq(orderItems.orderId, orderId));

/**
 * Nobody can pay a checkout whose payment could not start: its stock goes back at once, and its
 * key is freed so the shopper's retry (same key) opens a new checkout.
 */
export async function abandonUnstartedCheckout(db: Database, orderId: string) {
  await db.transaction(async (tx) => {
    await releaseOrderStock(tx, orderId);
    await forgetKey(tx, orderId);
  });
}

export async function saveAccessCode(db: DbOrTx, orderId: string, accessCode: string) {
  await db.update(orders).set({ accessCode, updatedAt: new Date() }).where(eq(orders.id, orderId));
}

/**
 * The shopper closed the payment popup and the provider says nothing was paid: the pending order
 * is expired and what it holds is given back, in one transaction and exactly once (conditional on
 * `pending`; the lines move from held once). A payment arriving later still settles it.
 */
export async function expireCancelledCheckout(db: Database, reference: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(orders)
      .set({ status: 'expired', nextCheckAt: null, holdExpiresAt: null, updatedAt: now })
      .where(
        and(
          eq(orders.reference, reference),
          eq(orders.status, 'pending'),
          // Not while a transfer may still land: that order waits for its money.
          or(isNull(orders.transferExpiresAt), lte(orders.transferExpiresAt, now)),
          // Nor while its payment link is open: a popup closed on the link's page gives nothing up.
          or(isNull(orders.payLinkExpiresAt), lte(orders.payLinkExpiresAt, now)),
        ),
      )
      .returning({ id: orders.id });
    if (!row) return false;
    await recordStatusEvent(tx, {
      orderId: row.id,
      fromStatus: 'pending',
      toStatus: 'expired',
      note: 'checkout cancelled by the shopper',
    });
    await releaseOrderStock(tx, row.id);
    return true;
  });
}
