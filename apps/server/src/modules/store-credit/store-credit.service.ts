import { MIN_CHARGE_KOBO } from '@shop/shared/discounts/discount-rules';
import { messages } from '@shop/shared/messages';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../http-error.ts';
import { creditBalanceKobo, creditOwnerOf, lockCredit, spendCredit } from './store-credit.repository.ts';

/**
 * What a checkout takes off with the customer's store credit (decision 52): applied after the
 * code, never more than her balance, and never below the smallest charge Paystack takes (so an
 * order is never free: its total stays at least ₦100). Guests have no credit: it is spent only
 * by a signed-in account (its own credit, or its proven e-mail's).
 */
export async function creditToApplyKobo(db: DbOrTx, userId: string | null, totalKobo: number) {
  if (!userId) return 0;
  const balance = await creditBalanceKobo(db, await creditOwnerOf(db, userId));
  return Math.max(0, Math.min(balance, totalKobo - MIN_CHARGE_KOBO));
}

/**
 * Takes the credit the checkout priced, in the order's transaction, under the customer's credit
 * lock: if her balance fell meanwhile (another checkout spent it), a 409 and nothing is written.
 */
export async function takeCredit(
  tx: DbOrTx,
  spend: { userId: string; kobo: number; orderId: string; email: string; phoneNumber: string },
) {
  const owner = await creditOwnerOf(tx, spend.userId);
  await lockCredit(tx, owner);
  if ((await creditBalanceKobo(tx, owner)) < spend.kobo) throw conflict(messages.storeCredit.changed);
  await spendCredit(tx, {
    person: { email: spend.email, phoneNumber: spend.phoneNumber },
    userId: spend.userId,
    kobo: spend.kobo,
    orderId: spend.orderId,
  });
}

export async function storeCreditBalanceKobo(db: DbOrTx, userId: string) {
  return creditBalanceKobo(db, await creditOwnerOf(db, userId));
}
