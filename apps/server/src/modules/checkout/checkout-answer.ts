import type { CheckoutResponse } from '@shop/shared/checkout/checkout-schemas';
import { koboToNaira } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/orders/order-number';
import type { orderItems } from '../../db/schema/index.ts';
import type { OrderRow } from '../payments/settlement.repository.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';

// The checkout's answer, built from the order as stored: a repeated request with the same
// Idempotency-Key gets the very answer of the first (the same reference, prices and lines).

type StoredLine = typeof orderItems.$inferSelect;

/** The stored lines in the cart's order (first line of each product and shade), as the first answer had them. */
function inCartOrder(lines: StoredLine[], cart: readonly { productId: string; colorId?: string | null }[]) {
  const keyOf = (code: string, colorId: string | null | undefined) => `${code}\u0000${colorId ?? ''}`;
  const position = new Map<string, number>();
  for (const item of cart) {
    const key = keyOf(item.productId, item.colorId);
    if (!position.has(key)) position.set(key, position.size);
  }
  const at = (l: StoredLine) => position.get(keyOf(l.productCode, l.colorId)) ?? position.size;
  return [...lines].sort((a, b) => at(a) - at(b));
}

export function storedCheckoutAnswer(
  order: OrderRow,
  lines: StoredLine[],
  cart: readonly { productId: string; colorId?: string | null }[],
  { provider, channels }: { provider: PaymentProvider; channels: CheckoutResponse['channels'] },
): CheckoutResponse {
  return {
    reference: order.reference,
    amount: koboToNaira(order.amountKobo),
    amountKobo: order.amountKobo,
    subtotal: koboToNaira(order.subtotalKobo),
    discount: koboToNaira(order.discountKobo),
    discountCode: order.discountCode,
    storeCredit: koboToNaira(order.storeCreditKobo),
    transportCost: koboToNaira(order.transportCostKobo),
    currency: 'NGN',
    email: order.email,
    items: inCartOrder(lines, cart).map((l) => ({
      productId: l.productCode,
      name: l.productName,
      image: l.productImage,
      price: koboToNaira(l.unitPriceKobo),
      quantity: l.quantity,
      color: l.colorId ? { _id: l.colorId, name: l.colorName ?? '', code: l.colorCode ?? '' } : null,
    })),
    provider: order.provider === 'paystack' ? 'paystack' : 'sandbox',
    publicKey: provider.publicKey,
    accessCode: order.accessCode,
    orderNumber: formatOrderNumber(order.orderNumber),
    channels,
  };
}
