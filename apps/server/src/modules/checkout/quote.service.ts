import type { QuoteRequest, QuoteResponse } from '@shop/shared/checkout/quote-schemas';
import { canonicalPlace } from '@shop/shared/delivery/delivery-where';
import { messages } from '@shop/shared/messages';
import { koboToNaira } from '@shop/shared/money';
import { badRequest } from '../../http-error.ts';
import type { SessionUserRow } from '../auth/sessions.ts';
import { offeredDeliveryOptions } from '../delivery/delivery.service.ts';
import { priceCheckout, withStoreCredit, type CheckoutPricingDeps } from './checked-checkout.ts';

/** The option chosen for the quote's place, or a 400 with the message the checkout would give. */
async function chosenTransport(deps: CheckoutPricingDeps, body: QuoteRequest) {
  const id = body.transportOption?.trim();
  if (!id) return null;
  const { state, city } = body.delivery ?? {};
  const offered = await offeredDeliveryOptions(deps.db, state, city);
  const transport = offered.find((o) => o.id === id);
  if (transport) return transport;
  const c = messages.checkout;
  if (!canonicalPlace(state, city).state) throw badRequest(c.state, 'state');
  throw badRequest(id === 'BENIN' ? c.beninOnly : c.transportNotOffered, 'transportOption');
}

/**
 * The cart's totals as the checkout will charge them (priceCheckout, the one price), for the
 * items, place, option and code the cart has now. Nothing is written and nothing is held.
 */
export async function quoteCheckout(
  deps: CheckoutPricingDeps,
  body: QuoteRequest,
  user: SessionUserRow | null,
): Promise<QuoteResponse> {
  const transport = await chosenTransport(deps, body);
  // The customer as far as the form knows her yet: a code she has used up is refused here, not
  // only at payment (README, "discounts" tab).
  const email = user?.email ?? (body.delivery?.email?.trim() || null);
  const phone = body.delivery?.phoneNumber?.trim() || null;
  const priced = await withStoreCredit(
    deps.db,
    await priceCheckout(deps, body, transport, { email, phone }),
    user,
  );
  const { freeOverKobo } = priced;
  const afterDiscountKobo = priced.subtotalKobo - priced.discountKobo;
  return {
    subtotal: koboToNaira(priced.subtotalKobo),
    discount: koboToNaira(priced.discountKobo),
    transportCost: koboToNaira(priced.transportCostKobo),
    amount: koboToNaira(priced.amountKobo),
    freeDeliveryOver: freeOverKobo === null ? null : koboToNaira(freeOverKobo),
    freeDeliveryShortfall:
      freeOverKobo === null ? null : koboToNaira(Math.max(0, freeOverKobo - afterDiscountKobo)),
    discountCode: priced.discount?.code ?? null,
    storeCredit: koboToNaira(priced.storeCreditKobo),
  };
}
