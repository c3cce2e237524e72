import { sql } from 'drizzle-orm';
import { customerEmailKey, customerPhoneKey } from '@shop/shared/checkout/contact-rules';
import { messages } from '@shop/shared/messages';
import type { DbOrTx } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { conflict } from '../../http-error.ts';

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

/** Lock names as lockNames takes them: once each, in one fixed order (sorted). */
const lockOrder = (names: readonly string[]) => [...new Set(names)].sort();

/**
 * Transaction-scoped advisory locks, taken in one fixed order (sorted by name) so two checkouts
 * that share a name wait for each other instead of both counting before either has held, and two
 * checkouts never wait on each other in a cycle. They end with the transaction.
 */
export async function lockNames(tx: DbOrTx, names: readonly string[]) {
  const sorted = lockOrder(names);
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

/** The buyer as buyer_holds matches her (migration 0055): her address and her e-mail's and phone's keys. */
const buyerKeys = (buyer: Buyer) => ({
  clientIp: buyer.clientIp,
  emailKey: customerEmailKey(buyer.email),
  phoneKey: customerPhoneKey(buyer.phone),
});

/** buyer_holds' answer, { product id: units }, as a map. */
export const heldMap = (held: Record<string, number>) =>
  new Map(Object.entries(held).map(([productId, units]) => [productId, Number(units)] as const));

/**
 * Units of each product this buyer's unpaid orders (live holds, open pay on delivery) keep from
 * others: buyer_holds (migration 0055), the count hold_checkout_for_buyer makes under her locks.
 */
export async function heldByBuyer(
  tx: DbOrTx,
  buyer: Buyer,
  productIds: string[],
  now = new Date(),
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map<string, number>();
  const { clientIp, emailKey, phoneKey } = buyerKeys(buyer);
  const [row] = await sqlRows<{ held: Record<string, number> }>(
    tx,
    sql`select buyer_holds(${clientIp}, ${emailKey}, ${phoneKey},
      array(select jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb)::uuid),
      ${now.toISOString()}::timestamptz,
      array(select jsonb_array_elements_text(${JSON.stringify(OPEN_PAY_ON_DELIVERY)}::jsonb))) as held`,
  );
  return heldMap(row!.held);
}

/**
 * What hold_checkout_for_buyer takes to lock the buyer's names and count her holds of these
 * products itself (migration 0055): as lockNames and heldByBuyer would, in its one call.
 */
export const buyerForHold = (buyer: Buyer, productIds: string[], now = new Date()) => ({
  lockNames: lockOrder(buyerLockNames(buyer)),
  ...buyerKeys(buyer),
  products: productIds,
  now: now.toISOString(),
  openPayOnDelivery: OPEN_PAY_ON_DELIVERY,
});
export type BuyerForHold = ReturnType<typeof buyerForHold>;

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
