import { discountOnKobo } from '@shop/shared/discounts/discount-rules';
import type { DiscountType } from '@shop/shared/discounts/discount-types';
import { messages } from '@shop/shared/messages';
import { formatNaira, koboToNaira } from '@shop/shared/money';
import type { Product } from '@shop/shared/catalog/product-schemas';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../http-error.ts';
import { countUses, findLiveDiscountByCode, type DiscountRow } from './discounts.repository.ts';

/** A code that applies to this cart, and what it takes off. */
export type AppliedDiscount = {
  id: string;
  code: string;
  type: DiscountType;
  /** Off the lines in scope (0 for free delivery, which waives the delivery instead). */
  discountKobo: number;
  freeDelivery: boolean;
};

type PricedCart = {
  lines: readonly { product: Pick<Product, '_id' | 'category'>; quantity: number; unitPriceKobo: number }[];
  subtotalKobo: number;
  /** The buyer's e-mail when known (the checkout); the quote may not know it yet. */
  email: string | null;
  /** The buyer's phone when known: the same customer under another e-mail counts toward her cap. */
  phone?: string | null;
};

const refuse = (message: string) => badRequest(message, 'discountCode');

/** Why this code does not apply to this cart now (a 400 naming it), or nothing. Reads only. */
export function discountRefusal(
  d: DiscountRow,
  cart: PricedCart,
  uses: { all: number; mine: number },
  now = new Date(),
) {
  if (d.paused) return refuse(messages.discounts.unknown);
  if (d.startsAt && now < d.startsAt) return refuse(messages.discounts.notStarted);
  if (d.endsAt && now >= d.endsAt) return refuse(messages.discounts.ended);
  if (cart.subtotalKobo < d.minSubtotalKobo)
    return refuse(messages.discounts.minimumNotMet(formatNaira(koboToNaira(d.minSubtotalKobo))));
  if (scopedKobo(d, cart) === 0) return refuse(messages.discounts.notForTheseProducts);
  if (d.maxUses !== null && uses.all >= d.maxUses) return refuse(messages.discounts.usedUp);
  // Counted as soon as either is known, so the quote does not apply a code the payment then refuses.
  const knownCustomer = Boolean(cart.email || cart.phone);
  if (knownCustomer && d.maxUsesPerCustomer !== null && uses.mine >= d.maxUsesPerCustomer)
    return refuse(messages.discounts.alreadyUsed);
  return null;
}

/** The worth of the lines the code is for: all of them, one category's, or the chosen products'. */
function scopedKobo(d: DiscountRow, cart: PricedCart): number {
  const ids = d.productIds ?? [];
  return cart.lines
    .filter((l) =>
      ids.length > 0 ? ids.includes(l.product._id) : d.category ? l.product.category === d.category : true,
    )
    .reduce((sum, l) => sum + l.unitPriceKobo * l.quantity, 0);
}

function appliedDiscount(d: DiscountRow, cart: PricedCart): AppliedDiscount {
  return {
    id: d.id,
    code: d.code,
    type: d.type,
    discountKobo: discountOnKobo(d.type, d.value, scopedKobo(d, cart)),
    freeDelivery: d.type === 'free_delivery',
  };
}

/**
 * The code's discount on this cart (null without a code), or a 400 saying why it does not apply.
 * A check only: the use is held in the checkout's transaction (holdDiscountUse), which counts the
 * caps again under the code's lock.
 */
export async function priceDiscount(
  db: DbOrTx,
  code: string | null | undefined,
  cart: PricedCart,
): Promise<AppliedDiscount | null> {
  if (!code) return null;
  const d = await findLiveDiscountByCode(db, code);
  if (!d) throw refuse(messages.discounts.unknown);
  const refusal = discountRefusal(
    d,
    cart,
    await countUses(db, d.id, { email: cart.email, phone: cart.phone ?? null }),
  );
  if (refusal) throw refusal;
  return appliedDiscount(d, cart);
}
