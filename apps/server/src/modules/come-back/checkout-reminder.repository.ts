import { and, asc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mailUnsubscribes, orderItems, orders, products } from '../../db/schema/index.ts';

// The reminder's claim: online checkouts left unpaid (pending, or expired with their holds given
// back) since `dueBefore`, never reminded, not flagged as likely paid. One statement marks them,
// `FOR UPDATE SKIP LOCKED`, so two processes' ticks never take the same checkout.

export type ClaimedCheckout = { id: string; email: string; name: string; createdAt: Date };

export async function claimDueCheckouts(
  tx: DbOrTx,
  window: { dueBefore: Date; notBefore: Date; batch: number },
  now: Date,
): Promise<ClaimedCheckout[]> {
  const notReminded = and(
    isNull(orders.remindedAt),
    inArray(orders.status, ['pending', 'expired']),
    eq(orders.paymentMethod, 'online'),
    // A chat order's customer has her payment link from staff, not a cart to come back to.
    eq(orders.channel, 'web'),
  );
  const due = tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        notReminded,
        isNull(orders.paymentSignal),
        ne(orders.email, ''),
        lte(orders.createdAt, window.dueBefore),
        gt(orders.createdAt, window.notBefore),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(window.batch)
    .for('update', { skipLocked: true });
  return tx
    .update(orders)
    .set({ remindedAt: now })
    .where(and(inArray(orders.id, due), notReminded))
    .returning({ id: orders.id, email: orders.email, name: orders.name, createdAt: orders.createdAt });
}

/**
 * Why a claimed checkout gets no mail, if it does not: the address unsubscribed, or paid for
 * another order since this checkout began (paid online, or an order on delivery not cancelled).
 */
export async function reminderBlocked(
  tx: DbOrTx,
  checkout: ClaimedCheckout,
): Promise<'unsubscribed' | 'paid since' | null> {
  const [unsubscribed] = await tx
    .select({ email: mailUnsubscribes.email })
    .from(mailUnsubscribes)
    .where(eq(mailUnsubscribes.email, checkout.email.trim().toLowerCase()));
  if (unsubscribed) return 'unsubscribed';
  const [paid] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        sql`lower(${orders.email}) = lower(${checkout.email})`,
        ne(orders.id, checkout.id),
        sql`(${orders.paidAt} >= ${checkout.createdAt.toISOString()}
             or (${orders.paymentMethod} = 'pay_on_delivery' and ${orders.status} <> 'cancelled'
                 and ${orders.createdAt} >= ${checkout.createdAt.toISOString()}))`,
      ),
    )
    .limit(1);
  return paid ? 'paid since' : null;
}

/**
 * When the checkout's restore link was made: its reminder's time (the link exists only in that
 * mail), or the checkout's start for a row without one. Undefined when there is no such checkout.
 */
export async function restoreLinkMadeAt(tx: DbOrTx, orderId: string): Promise<Date | undefined> {
  const [row] = await tx
    .select({ remindedAt: orders.remindedAt, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ? (row.remindedAt ?? row.createdAt) : undefined;
}

/** The checkout's lines as sold, with the product's code today (its page) when it still exists. */
export async function checkoutLines(tx: DbOrTx, orderId: string) {
  return tx
    .select({
      productId: orderItems.productId,
      productCode: sql<string>`coalesce(${products.productId}, ${orderItems.productCode})`,
      name: orderItems.productName,
      image: orderItems.productImage,
      quantity: orderItems.quantity,
      colorId: orderItems.colorId,
      colorName: orderItems.colorName,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}
