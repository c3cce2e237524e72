import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';

// An account's e-mail is verified when its holder used a link the shop mailed to that address (a
// guest order's review invitation, opened while signed in to the account of that e-mail). A
// verified account's earlier guest orders with that e-mail, in any case, become its own: the
// dashboard lists them and its customer may review what they hold. An unverified e-mail reveals
// nothing: anybody can type any address at sign-up. See docs/decisions/0042-sign-in-device-cookie.md.

/**
 * Marks `email` proven for the user, when it is the account's e-mail (any case), and brings its
 * guest orders in. False when the account's e-mail is another one.
 */
export async function confirmEmail(db: DbOrTx, userId: string, email: string): Promise<boolean> {
  const lower = email.toLowerCase();
  const [row] = await db
    .update(users)
    .set({ verifiedEmail: lower })
    .where(and(eq(users.id, userId), sql`lower(${users.email}) = ${lower}`))
    .returning({ id: users.id });
  if (row) await attachGuestOrders(db, userId);
  return row !== undefined;
}

/**
 * Guest orders with the account's e-mail become the account's, while that e-mail is verified (a
 * changed e-mail is unverified until proven again). Run at each sign-in: orders made as a guest
 * since the last one come in too. Answers how many came in.
 */
export async function attachGuestOrders(db: DbOrTx, userId: string): Promise<number> {
  const verified = db
    .select({ email: users.verifiedEmail })
    .from(users)
    .where(and(eq(users.id, userId), sql`${users.verifiedEmail} = lower(${users.email})`));
  const moved = await db
    .update(orders)
    .set({ userId })
    .where(and(isNull(orders.userId), sql`lower(${orders.email}) = (${verified})`))
    .returning({ id: orders.id });
  return moved.length;
}
