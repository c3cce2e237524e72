import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { DeliveryPlace } from '@shop/shared/checkout/checkout-rules';
import type { Address } from '@shop/shared/auth/address-schemas';
import type { DbOrTx } from '../../db/client.ts';
import { addresses, users } from '../../db/schema/index.ts';

type AddressRow = typeof addresses.$inferSelect;

export const toAddress = (row: AddressRow): Address => ({
  _id: row.id,
  address: row.address,
  state: row.state,
  city: row.city,
  phoneNumber: row.phoneNumber,
  default: row.isDefault,
});

/** A customer's book: the default first, then the newest. */
export async function listAddresses(db: DbOrTx, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

/**
 * Holds the customer's row until the transaction ends, so two writes to one book (a count
 * against the limit, a change of default) run one after the other.
 */
export async function lockBook(tx: DbOrTx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countAddresses(tx: DbOrTx, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

/** Only the caller's own: another customer's id finds nothing. */
export async function findOwnAddress(
  tx: DbOrTx,
  userId: string,
  id: string,
): Promise<AddressRow | undefined> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}

/** Clears the default of every other address in the book (the partial unique index allows one). */
export async function clearOtherDefaults(tx: DbOrTx, userId: string, keepId: string | null) {
  const others = keepId ? ne(addresses.id, keepId) : undefined;
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), others));
}

export async function insertAddress(
  tx: DbOrTx,
  userId: string,
  place: DeliveryPlace,
  isDefault: boolean,
): Promise<AddressRow> {
  const [row] = await tx
    .insert(addresses)
    .values({ userId, ...place, isDefault })
    .returning();
  return row!;
}

export async function updateAddress(
  tx: DbOrTx,
  id: string,
  place: DeliveryPlace,
  isDefault: boolean,
): Promise<AddressRow> {
  const [row] = await tx
    .update(addresses)
    .set({ ...place, isDefault, updatedAt: new Date() })
    .where(eq(addresses.id, id))
    .returning();
  return row!;
}

export async function deleteAddress(tx: DbOrTx, id: string) {
  await tx.delete(addresses).where(eq(addresses.id, id));
}

/** After the default is deleted, the newest address left becomes the default. */
export async function makeNewestDefault(tx: DbOrTx, userId: string) {
  const [newest] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
}
