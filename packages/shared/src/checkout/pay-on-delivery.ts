import { z } from 'zod';
import { nairaAmount } from '../money-schema.ts';
import { findState } from '../locations/nigeria.ts';
import { messages } from '../messages.ts';
import { formatNaira, koboToNaira } from '../money.ts';
import type { PayOnDeliverySettings } from '../settings/settings-schemas.ts';

// Who may pay the rider: the shop's settings decide, the page offers the choice only
// where the server would accept it, and the server asks the same question with the same words.

/** At most this many pay-on-delivery orders of one phone number or e-mail may be open at once. */
export const OPEN_PAY_ON_DELIVERY_LIMIT = 2;

export type PayOnDeliveryAsk = {
  /** The delivery state as typed or chosen (aliases such as "Abuja" are matched). */
  state: string;
  /** The order's total, subtotal plus transport, in kobo. */
  amountKobo: number;
  signedIn: boolean;
};

/** Why pay on delivery is refused for this order (the message to show), or null when it is allowed. */
export function payOnDeliveryRefusal(settings: PayOnDeliverySettings, ask: PayOnDeliveryAsk): string | null {
  if (!settings.enabled) return messages.payOnDelivery.disabled;
  const state = findState(ask.state)?.name ?? ask.state;
  if (!settings.states.includes(state)) return messages.payOnDelivery.stateNotCovered(state);
  if (settings.maxAmount !== null && koboToNaira(ask.amountKobo) > settings.maxAmount)
    return messages.payOnDelivery.overMax(formatNaira(settings.maxAmount));
  if (!ask.signedIn && !settings.guests) return messages.payOnDelivery.guestsNotAllowed;
  return null;
}

/**
 * The checkout's answer for pay on delivery: the order exists already (no payment step), so the
 * page empties the cart and opens `/order/<viewToken>`.
 */
export const PayOnDeliveryCheckoutResponseSchema = z.object({
  paymentMethod: z.literal('pay_on_delivery'),
  message: z.string(),
  orderNumber: z.string(),
  /** What the rider collects. */
  amount: nairaAmount,
  viewToken: z.string(),
});
export type PayOnDeliveryCheckoutResponse = z.infer<typeof PayOnDeliveryCheckoutResponseSchema>;
