import type { Cart } from '@shop/shared/cart/cart-rules';
import { isEmailAddress, isNigerianPhone } from '@shop/shared/checkout/contact-rules';
import { useApiRead } from '../../lib/use-api-read';
import { getCheckoutQuote } from './api/get-checkout-quote';

/** What the totals are asked for: the cart's place, option and (once the cart has the field) code. */
export type QuoteInput = {
  state: string;
  city: string;
  transportOption: string | null;
  discountCode?: string | null;
  /** The shopper's e-mail and phone as typed: sent once complete, so a code she has used up is
   * refused by the quote rather than at payment. */
  email?: string;
  phoneNumber?: string;
};

/** The contact the quote may count a code's uses by: only what is complete (a half-typed number
 * would ask again at each key and match nobody). */
function knownContact(input: QuoteInput) {
  const email = input.email?.trim() ?? '';
  const phone = input.phoneNumber?.trim() ?? '';
  return {
    ...(isEmailAddress(email) && { email }),
    ...(isNigerianPhone(phone) && { phoneNumber: phone }),
  };
}

const WAIT_MS = 250;

/**
 * The cart's totals from the server (POST /api/order/quote), the figures the checkout will charge:
 * asked again when the items, state, LGA, option or code change, a moment after the last change
 * (a shopper clicking + three times asks once), the older question aborted. Null until the first
 * answer; `error` holds the server's message for a refused one (a code that does not apply), for
 * the question as it stands only: a changed question (another code) never shows an older refusal.
 */
export function useCheckoutQuote(cart: Cart, input: QuoteInput) {
  const items = cart.items.map((i) => ({
    productId: i.productId,
    colorId: i.color?._id ?? null,
    quantity: i.quantity,
  }));
  const code = input.discountCode?.trim() || undefined;
  const body = {
    items,
    delivery: { state: input.state || null, city: input.city || null, ...knownContact(input) },
    transportOption: input.transportOption,
    ...(code && { discountCode: code }),
  };
  // `asked` is the whole question: items, place, option and code.
  const asked = JSON.stringify(body);
  const read = useApiRead(items.length ? asked : null, (signal) => getCheckoutQuote(body, signal), {
    delayMs: WAIT_MS,
  });
  const { error } = read;
  // The last totals stay shown while newer ones are asked for, and after a refusal.
  const quote = items.length ? (read.lastData ?? null) : null;
  return {
    quote,
    error: error === undefined ? null : error instanceof Error ? error.message : String(error),
  };
}
