import { and, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import { customerEmailKey, customerPhoneKey } from '@shop/shared/checkout/contact-rules';
import type { DbOrTx } from '../../db/client.ts';
import { orders, storeCreditEntries, users } from '../../db/schema/index.ts';

// The store-credit ledger (decision 52). Entries are only ever added: a credit from a return, a
// spend naming its order. A spend stops counting when its order is cancelled or expires unpaid,
// so the credit comes back with no write, exactly once, whichever path ended the order.

/** Orders whose spend no longer counts: the credit is the customer's again. */
const GIVEN_BACK = ['cancelled', 'expired'] as const;

/** Whose credit: an account, and the e-mail it has proven (null when not proven). */
export type CreditOwner = { userId: string; provenEmailKey: string | null };

/** The account's owner as the ledger knows her: her id, and her e-mail's key when she proved it. */
export async function creditOwnerOf(db: DbOrTx, userId: string): Promise<CreditOwner> {
  const [row] = await db
    .select({ email: users.email, proven: sql<boolean>`${users.verifiedEmail} = lower(${users.email})` })
    .from(users)
    .where(eq(users.id, userId));
  return { userId, provenEmailKey: row?.proven ? customerEmailKey(row.email) : null };
}

/** Her balance in kobo: her account's entries and, once proven, her e-mail's (a guest's returns). */
export async function creditBalanceKobo(db: DbOrTx, owner: CreditOwner): Promise<number> {
  const hers = owner.provenEmailKey
    ? or(eq(storeCreditEntries.userId, owner.userId), eq(storeCreditEntries.emailKey, owner.provenEmailKey))
    : eq(storeCreditEntries.userId, owner.userId);
  const [row] = await db
    .select({ kobo: sql<string>`coalesce(sum(${storeCreditEntries.amountKobo}), 0)` })
    .from(storeCreditEntries)
    .leftJoin(orders, eq(orders.id, storeCreditEntries.orderId))
    .where(and(hers, or(isNull(storeCreditEntries.orderId), notInArray(orders.status, [...GIVEN_BACK]))));
  return Math.max(0, Number(row?.kobo ?? 0));
}

/**
 * Spends of one customer queue here (advisory, in the caller's transaction), so two checkouts at
 * once cannot both spend the same balance.
 */
export async function lockCredit(tx: DbOrTx, owner: CreditOwner) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`store-credit:${owner.userId}`}, 0))`);
}

type Person = { email: string; phoneNumber: string | null };

/** A return closed with credit: one entry per return (a repeated step adds nothing). */
export async function addCredit(
  tx: DbOrTx,
  entry: { person: Person; userId: string | null; kobo: number; returnId: string; createdBy: string },
) {
  await tx
    .insert(storeCreditEntries)
    .values({
      emailKey: customerEmailKey(entry.person.email),
      phoneKey: entry.person.phoneNumber ? customerPhoneKey(entry.person.phoneNumber) : null,
      userId: entry.userId,
      amountKobo: entry.kobo,
      returnId: entry.returnId,
      createdBy: entry.createdBy,
    })
    .onConflictDoNothing();
}

/** An order spends credit (negative entry naming it), in the order's own transaction. */
export async function spendCredit(
  tx: DbOrTx,
  spend: { person: Person; userId: string; kobo: number; orderId: string },
) {
  await tx.insert(storeCreditEntries).values({
    emailKey: customerEmailKey(spend.person.email),
    phoneKey: spend.person.phoneNumber ? customerPhoneKey(spend.person.phoneNumber) : null,
    userId: spend.userId,
    amountKobo: -spend.kobo,
    orderId: spend.orderId,
  });
}
