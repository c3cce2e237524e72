import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

// A bank transfer (or USSD payment) can land after the popup is closed or the page is gone. While
// one may still come, the order is not expired by the popup's close, and its stock is held at
// least until the transfer's account runs out.

/** How long a transfer account (Paystack's Pay with Transfer, the sandbox's) takes money. */
export const TRANSFER_VALID_MS = 30 * 60_000;

/**
 * The pending order waits for a transfer until `until` (unless it already waits for one), and its
 * hold lasts at least as long. Answers whether a pending order was found.
 */
export async function awaitTransfer(db: DbOrTx, reference: string, until: Date): Promise<boolean> {
  // The first time set stands: a later ask (a repeated cancel) does not stretch the account's life.
  const at = sql`coalesce(${orders.transferExpiresAt}, ${until.toISOString()}::timestamptz)`;
  const rows = await db
    .update(orders)
    .set({
      transferExpiresAt: at,
      // A hold already given back (null) stays so: there is nothing held to keep (and greatest()
      // would skip the null).
      holdExpiresAt: sql`case when ${orders.holdExpiresAt} is null then null else greatest(${orders.holdExpiresAt}, ${at}) end`,
      updatedAt: new Date(),
    })
    .where(and(eq(orders.reference, reference), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * The page token of the pending order of this reference when it may still receive its transfer:
 * the shopper who closed the popup waits there (the reference is known only to her and Paystack).
 */
export async function awaitedTransferPage(db: DbOrTx, reference: string, now = new Date()) {
  const [row] = await db
    .select({ viewToken: orders.viewToken })
    .from(orders)
    .where(
      and(eq(orders.reference, reference), eq(orders.status, 'pending'), gt(orders.transferExpiresAt, now)),
    );
  return row?.viewToken;
}
