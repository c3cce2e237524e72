import { messages } from '@shop/shared/messages';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../http-error.ts';
import {
  countUses,
  deleteUse,
  discountIdForOrderCode,
  hasUse,
  insertUse,
  lockLiveDiscount,
  orderCodeOf,
  spendHeldUse,
} from './discounts.repository.ts';
import { discountRefusal } from './price-discount.ts';

// A code's use follows its order like the stock does (decision 0030): held in the checkout's
// transaction, spent when the order is paid (or placed, to pay on delivery), given back when the
// hold runs out, the checkout expires or the order is cancelled.

type HoldInput = {
  orderId: string;
  code: string;
  email: string;
  /** The order's phone: the same customer with another e-mail counts toward the per-customer cap. */
  phone: string;
  lines: Parameters<typeof discountRefusal>[1]['lines'];
  subtotalKobo: number;
};

/**
 * Holds one use of the code for this order, inside the checkout's transaction. The code's row is
 * locked first, so checkouts racing for the last use count held and spent uses one after another:
 * a 10-use code gives 10 orders however many arrive at once. A code no longer applying (paused,
 * ended, used up meanwhile) is a 400 and the transaction writes nothing.
 */
export async function holdDiscountUse(tx: DbOrTx, input: HoldInput, state: 'held' | 'spent' = 'held') {
  const d = await lockLiveDiscount(tx, input.code);
  if (!d) throw badRequest(messages.discounts.unknown, 'discountCode');
  const cart = {
    lines: input.lines,
    subtotalKobo: input.subtotalKobo,
    email: input.email,
    phone: input.phone,
  };
  const refusal = discountRefusal(
    d,
    cart,
    await countUses(tx, d.id, { email: input.email, phone: input.phone }),
  );
  if (refusal) throw refusal;
  await insertUse(tx, { orderId: input.orderId, discountId: d.id, email: input.email, state });
}

/**
 * The order is paid: its held use is spent. A use given back meanwhile (the hold ran out before
 * the money came) is taken again without the caps: the money was paid at the discounted price, so
 * the order stands, as its stock does.
 */
export async function spendDiscountUse(tx: DbOrTx, orderId: string) {
  if (await spendHeldUse(tx, orderId)) return;
  const order = await orderCodeOf(tx, orderId);
  if (!order?.discountCode || (await hasUse(tx, orderId))) return;
  const discountId = await discountIdForOrderCode(tx, order.discountCode);
  if (discountId) await insertUse(tx, { orderId, discountId, email: order.email, state: 'spent' });
}

/** Gives the order's use back: a held one when a checkout ends unpaid; a spent one too on a cancel. */
export async function releaseDiscountUse(
  tx: DbOrTx,
  orderId: string,
  states: readonly ('held' | 'spent')[] = ['held'],
) {
  return deleteUse(tx, orderId, states);
}
