import type { FastifyBaseLogger } from 'fastify';
import type { CheckoutRequest, CheckoutResponse } from '@shop/shared/checkout/checkout-schemas';
import { messages } from '@shop/shared/messages';
import { koboToNaira } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/orders/order-number';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import type { SessionUserRow } from '../auth/sessions.ts';
import type { CatalogSnapshots } from '../catalog/catalog-snapshot.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { isUniqueViolation } from '../products/products.admin.repository.ts';
import { storedCheckoutAnswer } from './checkout-answer.ts';
import {
  abandonUnstartedCheckout,
  insertPendingOrder,
  orderLines,
  saveAccessCode,
  type PendingOrderInput,
} from './checkout.repository.ts';
import { requestDigest } from './idempotency.ts';
import { checkedCheckout, orderColumns } from './checked-checkout.ts';

type Deps = {
  db: Database;
  catalog: CatalogSnapshots;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  holdMinutes: number;
  holdUnitsPerBuyer: number;
};

/** Who is asking: the client's address and the request's Idempotency-Key (null without one). */
export type CheckoutRequester = {
  user: SessionUserRow | null;
  clientIp: string;
  idempotencyKey: string | null;
};

/** Two requests with one key cannot both insert (they take the key's lock); the unique index is the last word. */
async function insertOnce(db: Database, input: PendingOrderInput) {
  try {
    return await insertPendingOrder(db, input);
  } catch (error) {
    if (!input.idempotency || !isUniqueViolation(error)) throw error;
    return insertPendingOrder(db, input);
  }
}

/**
 * Records a pending order at the catalogue's prices and opens the provider's transaction for its
 * total. The page's rules run again here, in the same order, with the same messages.
 */
export async function startCheckout(
  deps: Deps,
  body: CheckoutRequest,
  { user, clientIp, idempotencyKey }: CheckoutRequester,
): Promise<CheckoutResponse> {
  const checked = await checkedCheckout(deps, body, user);
  const { delivery, lines, subtotalKobo, transportCostKobo, amountKobo, discount, discountKobo } = checked;
  const reference = deps.provider.newReference();

  const { email } = delivery;
  const inserted = await insertOnce(deps.db, {
    ...orderColumns(checked),
    reference,
    userId: user?.id ?? null,
    provider: deps.provider.name,
    holdMinutes: deps.holdMinutes,
    clientIp,
    holdUnitsPerBuyer: deps.holdUnitsPerBuyer,
    idempotency: idempotencyKey
      ? { key: idempotencyKey, digest: requestDigest(body, user?.id ?? null) }
      : null,
  });
  if (inserted.kind === 'existing') {
    // The same attempt again (a double tap, a retried request): its order, held once, answered again.
    const { order } = inserted;
    const { channels } = checked.settings.payment;
    return storedCheckoutAnswer(order, await orderLines(deps.db, order.id), body.items, {
      provider: deps.provider,
      channels,
    });
  }
  const { orderId, orderNumber } = inserted;
  const { channels } = checked.settings.payment;

  let accessCode: string | null;
  try {
    accessCode = (
      await deps.provider.initialize({
        reference,
        amountKobo,
        email,
        channels,
        metadata: {
          orderId,
          custom_fields: [{ display_name: 'Order', variable_name: 'order', value: reference }],
        },
      })
    ).accessCode;
    if (accessCode) await saveAccessCode(deps.db, orderId, accessCode);
  } catch (error) {
    // An operator error (refused key, outage, timeout): logged loudly; the pending order stays
    // unpaid and expires unpaid (the re-check finds no payment); the shopper may try again.
    deps.log.error({ err: error, reference }, 'PAYMENTS: payment initialisation failed');
    // Nobody can pay this checkout now, so its stock goes back at once rather than at expiry,
    // and its key is freed: the shopper's retry with the same key opens a new checkout.
    await abandonUnstartedCheckout(deps.db, orderId).catch((err: unknown) =>
      deps.log.warn({ err, reference }, 'hold release failed; it expires'),
    );
    throw new HttpError(502, messages.checkout.paymentStartFailed);
  }

  return {
    reference,
    amount: koboToNaira(amountKobo),
    amountKobo,
    subtotal: koboToNaira(subtotalKobo),
    discount: koboToNaira(discountKobo),
    discountCode: discount?.code ?? null,
    storeCredit: koboToNaira(checked.storeCreditKobo),
    transportCost: koboToNaira(transportCostKobo),
    currency: 'NGN',
    email,
    items: lines.map((l) => ({
      productId: l.product.productId,
      name: l.product.name,
      image: l.product.image,
      price: koboToNaira(l.unitPriceKobo),
      quantity: l.quantity,
      color: l.color ? { _id: l.color._id, name: l.color.name, code: l.color.code } : null,
    })),
    provider: deps.provider.name,
    publicKey: deps.provider.publicKey,
    accessCode,
    orderNumber: formatOrderNumber(orderNumber),
    channels,
  };
}
