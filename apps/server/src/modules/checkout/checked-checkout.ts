import { checkoutIssueOf, checkoutRules } from '@shop/shared/checkout/checkout-rules';
import type { CheckoutItem, CheckoutRequest } from '@shop/shared/checkout/checkout-schemas';
import type { TransportChoice } from '@shop/shared/checkout/transport-options';
import { nairaToKobo } from '@shop/shared/money';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../http-error.ts';
import type { SessionUserRow } from '../auth/sessions.ts';
import type { CatalogSnapshots } from '../catalog/catalog-snapshot.ts';
import { offeredDeliveryOptions } from '../delivery/delivery.service.ts';
import { shopSettingsNow } from '../settings/settings.service.ts';
import { MIN_CHARGE_KOBO } from '@shop/shared/discounts/discount-rules';
import { priceDiscount } from '../discounts/price-discount.ts';
import { creditToApplyKobo } from '../store-credit/store-credit.service.ts';
import { priceItems } from './price-items.ts';

export type CheckoutPricingDeps = { db: Database; catalog: CatalogSnapshots };

/**
 * The one price of a checkout (the pricing contract), for the checkout and the quote:
 *   subtotal      = Σ catalogue price × quantity
 *   discount      = the code's discount on the lines in its scope (0 without a code)
 *   transportCost = the chosen option's price for this address; 0 when the subtotal after the
 *                   discount reaches the shop's free-delivery amount (or the code is free delivery)
 *   amount        = subtotal − discount + transportCost (what Paystack charges)
 * `transport` is null for a quote asked before an option was chosen. Nothing is written.
 * A signed-in customer's store credit is taken off after this (withStoreCredit).
 */
export async function priceCheckout(
  deps: CheckoutPricingDeps,
  body: { items: CheckoutItem[]; discountCode?: string | null | undefined },
  transport: TransportChoice | null,
  /** Who buys, as far as known: a code's per-customer cap counts her uses by e-mail or phone. */
  customer: { email: string | null; phone: string | null },
) {
  const snapshot = await deps.catalog.get();
  const lines = priceItems(body.items, snapshot.byProductId, snapshot.counted);
  const subtotalKobo = lines.reduce((sum, l) => sum + l.unitPriceKobo * l.quantity, 0);
  const discount = await priceDiscount(deps.db, body.discountCode, { lines, subtotalKobo, ...customer });
  const codeKobo = discount?.discountKobo ?? 0;
  // Read once per checkout: the caller's payment rules (channels, pay on delivery) come from it too.
  const settings = await shopSettingsNow(deps.db);
  const { freeOver } = settings.delivery;
  const freeOverKobo = freeOver === null ? null : nairaToKobo(freeOver);
  const freeDelivery =
    discount?.freeDelivery === true || (freeOverKobo !== null && subtotalKobo - codeKobo >= freeOverKobo);
  const transportCostKobo = transport && !freeDelivery ? transport.costKobo : 0;
  // A code never takes the total below the smallest charge (a 100% code with free delivery).
  const discountKobo = Math.min(codeKobo, Math.max(0, subtotalKobo + transportCostKobo - MIN_CHARGE_KOBO));
  return {
    transport,
    lines,
    subtotalKobo,
    discount,
    discountKobo,
    transportCostKobo,
    amountKobo: subtotalKobo - discountKobo + transportCostKobo,
    freeOverKobo,
    settings,
  };
}

/**
 * The customer's store credit taken off the priced total, after the code (decision 52): only a
 * signed-in account's, never below the smallest charge. The order records it and spends it in
 * its own transaction (takeCredit), so a balance spent meanwhile is a 409, never a free order.
 */
export async function withStoreCredit<T extends { amountKobo: number }>(
  db: Database,
  priced: T,
  user: SessionUserRow | null,
): Promise<T & { storeCreditKobo: number }> {
  const storeCreditKobo = await creditToApplyKobo(db, user?.id ?? null, priced.amountKobo);
  return { ...priced, storeCreditKobo, amountKobo: priced.amountKobo - storeCreditKobo };
}

/**
 * Where either way of paying starts: the page's rules run again on the server, in the same order
 * with the same messages (a 400 for the first broken one), with the delivery options offered at
 * the address as the shop has them now; then the price (priceCheckout). Nothing is written.
 */
export async function checkedCheckout(
  deps: CheckoutPricingDeps,
  body: CheckoutRequest,
  user: SessionUserRow | null,
) {
  const account = user && {
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
  };
  const transportOptions = await offeredDeliveryOptions(deps.db, body.delivery.state, body.delivery.city);
  const checked = checkoutRules({
    account,
    itemCount: body.items.length,
    transportOptions,
  }).safeParse({
    ...body.delivery,
    transportOption: body.transportOption,
  });
  if (!checked.success) {
    const issue = checkoutIssueOf(checked.error);
    throw badRequest(issue.message, issue.field);
  }
  const { delivery, transport } = checked.data;
  const priced = await withStoreCredit(
    deps.db,
    await priceCheckout(deps, body, transport, { email: delivery.email, phone: delivery.phoneNumber }),
    user,
  );
  return { delivery, ...priced, transport };
}

export type CheckedCheckout = Awaited<ReturnType<typeof checkedCheckout>>;

/** A checked checkout as its order records it: the same columns whichever way it is paid. */
export function orderColumns(checked: CheckedCheckout) {
  const { delivery, transport, lines, subtotalKobo, transportCostKobo, amountKobo, discount, discountKobo } =
    checked;
  const { storeCreditKobo } = checked;
  return {
    ...delivery,
    transportOption: transport.id,
    deliveryName: transport.label,
    deliveryEta: transport.eta ?? '',
    transportCostKobo,
    subtotalKobo,
    amountKobo,
    discountCode: discount?.code ?? null,
    discountKobo,
    storeCreditKobo,
    lines,
  };
}
