import type { CheckoutRequest } from '@shop/shared/checkout/checkout-schemas';
import {
  payOnDeliveryRefusal,
  type PayOnDeliveryCheckoutResponse,
} from '@shop/shared/checkout/pay-on-delivery';
import { messages } from '@shop/shared/messages';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../http-error.ts';
import type { CatalogSnapshots } from '../catalog/catalog-snapshot.ts';
import { orderPageUrl } from '../orders/order-links.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { CheckoutRequester } from './checkout.service.ts';
import { requestDigest } from './idempotency.ts';
import { insertPayOnDeliveryOrder } from './pay-on-delivery.repository.ts';
import { checkedCheckout, orderColumns } from './checked-checkout.ts';

type Deps = {
  db: Database;
  catalog: CatalogSnapshots;
  provider: PaymentProvider;
  shopName: string;
  shopUrl: string;
  holdUnitsPerBuyer: number;
};

/**
 * A checkout paid to the rider: the page's rules first (same order, same messages as an online
 * checkout), then the shop's pay-on-delivery settings as they are now, then the order, made at
 * once with its stock taken. Anything refused writes nothing.
 */
export async function startPayOnDeliveryCheckout(
  deps: Deps,
  body: CheckoutRequest,
  { user, clientIp, idempotencyKey }: CheckoutRequester,
): Promise<PayOnDeliveryCheckoutResponse> {
  const checked = await checkedCheckout(deps, body, user);
  const { delivery, amountKobo } = checked;

  const { payOnDelivery } = checked.settings.payment;
  const refusal = payOnDeliveryRefusal(payOnDelivery, {
    state: delivery.state,
    amountKobo,
    signedIn: user !== null,
  });
  if (refusal) throw badRequest(refusal, 'paymentMethod');

  const { order, viewToken } = await insertPayOnDeliveryOrder(deps.db, {
    ...orderColumns(checked),
    reference: deps.provider.newReference(),
    userId: user?.id ?? null,
    provider: deps.provider.name,
    clientIp,
    holdUnitsPerBuyer: deps.holdUnitsPerBuyer,
    // Another method's digest: one key never serves both an online and a pay-on-delivery checkout.
    idempotency: idempotencyKey
      ? { key: idempotencyKey, digest: `${requestDigest(body, user?.id ?? null)}:pay_on_delivery` }
      : null,
    mail: {
      shopName: deps.shopName,
      shopUrl: deps.shopUrl,
      pageUrl: (token) => orderPageUrl(deps.shopUrl, token),
    },
  });
  return {
    paymentMethod: 'pay_on_delivery',
    message: messages.checkout.orderCreated,
    orderNumber: order.orderNumber,
    amount: order.amount,
    viewToken,
  };
}
