import { and, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { customerEmailKey, customerPhoneKey } from '@shop/shared/checkout/contact-rules';
import { messages } from '@shop/shared/messages';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { conflict } from '../../http-error.ts';
import { emailKeyOf, phoneKeyOf } from '../../db/customer-keys.ts';

// One buyer's unpaid orders hold at most HOLD_UNITS_PER_BUYER units of one product (its shades
// count toward it), so a hoarder cannot keep a product unsellable with a handful of checkouts:
// online checkouts still holding their stock, and pay-on-delivery orders not yet delivered (their
// stock is taken until the rider collects). A buyer is her client address, her e-mail or her phone,
// each however spelt (customerEmailKey, customerPhoneKey): an order matching any of them counts.

export type Buyer = { clientIp: string; email: string; phone: string };

/** The names a checkout locks before it counts: the buyer's address, e-mail and phone. */
export const buyerLockNames = (buyer: Buyer) => [
  `hold-buyer-ip:${buyer.clientIp}`,
  `hold-buyer-email:${customerEmailKey(buyer.email)}`,
  `hold-buyer-phone:${customerPhoneKey(buyer.phone)}`,
];

/** Pay-on-delivery orders whose money the rider has not collected yet. */
export const OPEN_PAY_ON_DELIVERY = ['pay_on_delivery', 'processing', 'shipped'] as const;

/**
 * Transaction-scoped advisory locks, taken in one fixed order (sorted by name) so two checkouts
 * that share a name wait for each other instead of both counting before either has held, and two
 * checkouts never wait on each other in a cycle. They end with the transaction.
 */
export async function lockNames(tx: DbOrTx, names: readonly string[]) {
  const sorted = [...new Set(names)].sort();
  if (sorted.length === 0) return;
  // One statement (one round trip) for all of them: unnest answers the array's elements in order,
  // and without an ORDER BY each lock is taken as its row is read, so the order above holds.
  const list = sql.join(
    sorted.map((name) => sql`${name}`),
    sql`, `,
  );
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(name, 0)) from unnest(array[${list}]::text[]) as name`,
  );
}

/** Units of each product this buyer's unpaid orders (live holds, open pay on delivery) keep from others. */
export async function heldByBuyer(
  tx: DbOrTx,
  buyer: Buyer,
  productIds: string[],
  now = new Date(),
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ productId: orderItems.productId, units: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        or(
          and(
            eq(orders.status, 'pending'),
            isNotNull(orders.holdExpiresAt),
            gt(orders.holdExpiresAt, now),
            eq(orderItems.stockState, 'held'),
          ),
          and(
            eq(orders.paymentMethod, 'pay_on_delivery'),
            inArray(orders.status, [...OPEN_PAY_ON_DELIVERY]),
            eq(orderItems.stockState, 'sold'),
          ),
        ),
        or(
          eq(orders.clientIp, buyer.clientIp),
          eq(emailKeyOf(orders.email), customerEmailKey(buyer.email)),
          eq(phoneKeyOf(orders.phoneNumber), customerPhoneKey(buyer.phone)),
        ),
        inArray(orderItems.productId, productIds),
      ),
    )
    .groupBy(orderItems.productId);
  return new Map(rows.flatMap((r) => (r.productId ? [[r.productId, Number(r.units)] as const] : [])));
}

export type WantedLine = { productId: string | null; productName: string; quantity: number };

/** The products the lines name (a deleted product's line has none), for heldByBuyer. */
export const productsWanted = (wanted: readonly WantedLine[]) => [
  ...new Set(wanted.flatMap((l) => (l.productId ? [l.productId] : []))),
];

/**
 * Refuses (409, naming the product and the limit) a checkout whose lines would take this buyer's
 * live holds of a product past `limit`. Call it under the buyer's locks (lockNames), before the
 * order is written: the caller's transaction then rolls back whole and nothing is held.
 */
export async function assertWithinHoldCap(
  tx: DbOrTx,
  buyer: Buyer,
  wanted: readonly WantedLine[],
  limit: number,
  now = new Date(),
) {
  assertHoldsWithin(await heldByBuyer(tx, buyer, productsWanted(wanted), now), wanted, limit);
}

/**
 * assertWithinHoldCap once the buyer's holds are counted (heldByBuyer, under her locks): the
 * count may be read before the order is written and the lines checked once they are held.
 */
export function assertHoldsWithin(
  already: ReadonlyMap<string, number>,
  wanted: readonly WantedLine[],
  limit: number,
) {
  const byProduct = new Map<string, { name: string; units: number }>();
  for (const line of wanted) {
    if (!line.productId) continue;
    const sum = byProduct.get(line.productId) ?? { name: line.productName, units: 0 };
    byProduct.set(line.productId, { ...sum, units: sum.units + line.quantity });
  }
  for (const [productId, { name, units }] of byProduct) {
    if ((already.get(productId) ?? 0) + units > limit)
      throw conflict(messages.stock.holdLimit(name, limit), 'HOLD_LIMIT');
  }
}
