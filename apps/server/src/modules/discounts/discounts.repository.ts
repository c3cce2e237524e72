import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { customerEmailKey, customerPhoneKey } from '@shop/shared/checkout/contact-rules';
import type { DbOrTx } from '../../db/client.ts';
import { emailKeyOf, phoneKeyOf } from '../../db/customer-keys.ts';
import { discounts, discountUses, orders, products } from '../../db/schema/index.ts';

// The statements of discount codes and their uses. The caps count held and spent use rows, read
// under the code's row lock (lockLiveDiscount), so concurrent checkouts count one after another.

export type DiscountRow = typeof discounts.$inferSelect;
export type DiscountWrite = Omit<typeof discounts.$inferInsert, 'id' | 'createdAt'>;

const usesOf = sql<number>`(select count(*)::int from ${discountUses} u where u.discount_id = "discounts"."id")`;
/** Kobo the code took off the orders that spent it (paid, or placed to pay on delivery). */
const givenOf = sql<number>`(select coalesce(sum(o.discount_kobo), 0)::bigint from ${discountUses} u join ${orders} o on o.id = u.order_id where u.discount_id = "discounts"."id" and u.state = 'spent')`;

/** The live codes (not deleted), newest first, each with its held and spent uses. */
export async function listDiscounts(db: DbOrTx) {
  return db
    .select({ row: discounts, uses: usesOf, given: givenOf })
    .from(discounts)
    .where(isNull(discounts.deletedAt))
    .orderBy(sql`${discounts.createdAt} desc`, asc(discounts.id));
}

export async function findDiscount(db: DbOrTx, id: string) {
  const [found] = await db
    .select({ row: discounts, uses: usesOf, given: givenOf })
    .from(discounts)
    .where(and(eq(discounts.id, id), isNull(discounts.deletedAt)));
  return found;
}

/** The live code of that spelling (codes are stored upper-case). */
export async function findLiveDiscountByCode(db: DbOrTx, code: string): Promise<DiscountRow | undefined> {
  const [row] = await db
    .select()
    .from(discounts)
    .where(and(eq(discounts.code, code.toUpperCase()), isNull(discounts.deletedAt)));
  return row;
}

/** The same, its row locked until the transaction ends: the caps are counted under this lock. */
export async function lockLiveDiscount(tx: DbOrTx, code: string): Promise<DiscountRow | undefined> {
  const [row] = await tx
    .select()
    .from(discounts)
    .where(and(eq(discounts.code, code.toUpperCase()), isNull(discounts.deletedAt)))
    .for('no key update');
  return row;
}

export async function insertDiscount(db: DbOrTx, values: DiscountWrite) {
  const [row] = await db.insert(discounts).values(values).returning({ id: discounts.id });
  return row!.id;
}

export async function updateDiscount(db: DbOrTx, id: string, values: Partial<DiscountWrite>) {
  const rows = await db
    .update(discounts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(discounts.id, id), isNull(discounts.deletedAt)))
    .returning({ id: discounts.id });
  return rows.length > 0;
}

/** Gone for good (no order ever used it); its held uses, if any, go with it. */
export async function deleteDiscount(db: DbOrTx, id: string) {
  await db.delete(discounts).where(eq(discounts.id, id));
}

/** Kept as history (orders name it) but no longer a code: a new code may take its spelling. */
export async function archiveDiscount(db: DbOrTx, id: string) {
  await db
    .update(discounts)
    .set({ deletedAt: new Date(), paused: true, updatedAt: new Date() })
    .where(eq(discounts.id, id));
}

/**
 * Held and spent uses: all of them, and the customer's: her e-mail however spelt (any case, a
 * "+tag") or, once known, her phone on the order that used it (customerEmailKey, customerPhoneKey).
 */
export async function countUses(
  db: DbOrTx,
  discountId: string,
  customer: { email: string | null; phone?: string | null },
) {
  const email = customer.email ? customerEmailKey(customer.email) : null;
  const phone = customer.phone ? customerPhoneKey(customer.phone) : null;
  const mine = sql`(${email !== null ? sql`${emailKeyOf(discountUses.email)} = ${email}` : sql`false`}
    or ${phone !== null ? sql`${phoneKeyOf(orders.phoneNumber)} = ${phone}` : sql`false`})`;
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      mine: sql<number>`count(*) filter (where ${mine})::int`,
    })
    .from(discountUses)
    .innerJoin(orders, eq(orders.id, discountUses.orderId))
    .where(eq(discountUses.discountId, discountId));
  return { all: Number(row?.all ?? 0), mine: Number(row?.mine ?? 0) };
}

/** The product ids among these that exist. */
export async function existingProductIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  const uuids = ids.filter((id) =>
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id),
  );
  if (uuids.length === 0) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, uuids));
  return new Set(rows.map((r) => r.id));
}

export async function insertUse(
  tx: DbOrTx,
  use: { orderId: string; discountId: string; email: string; state: 'held' | 'spent' },
) {
  await tx.insert(discountUses).values({
    ...use,
    email: use.email.toLowerCase(),
    spentAt: use.state === 'spent' ? new Date() : null,
  });
}

/** A held use becomes spent; answers whether the order had one held. */
export async function spendHeldUse(tx: DbOrTx, orderId: string): Promise<boolean> {
  const rows = await tx
    .update(discountUses)
    .set({ state: 'spent', spentAt: new Date() })
    .where(and(eq(discountUses.orderId, orderId), eq(discountUses.state, 'held')))
    .returning({ orderId: discountUses.orderId });
  return rows.length > 0;
}

export async function hasUse(tx: DbOrTx, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ orderId: discountUses.orderId })
    .from(discountUses)
    .where(eq(discountUses.orderId, orderId));
  return row !== undefined;
}

/** Gives an order's use back (in these states); answers whether there was one. */
export async function deleteUse(
  tx: DbOrTx,
  orderId: string,
  states: readonly ('held' | 'spent')[],
): Promise<boolean> {
  const rows = await tx
    .delete(discountUses)
    .where(and(eq(discountUses.orderId, orderId), inArray(discountUses.state, [...states])))
    .returning({ orderId: discountUses.orderId });
  return rows.length > 0;
}

/** The code an order names, to take its use again: the live one of that spelling, else the newest kept. */
export async function discountIdForOrderCode(tx: DbOrTx, code: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: discounts.id })
    .from(discounts)
    .where(eq(discounts.code, code.toUpperCase()))
    .orderBy(sql`${discounts.deletedAt} is not null`, sql`${discounts.createdAt} desc`)
    .limit(1);
  return row?.id;
}

/** The code an order was made with, and its buyer's e-mail. */
export async function orderCodeOf(tx: DbOrTx, orderId: string) {
  const [row] = await tx
    .select({ discountCode: orders.discountCode, email: orders.email })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}
