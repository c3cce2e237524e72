import { describe, expect, it } from 'vitest';
import { withTotals } from '@shop/shared/cart/cart-rules';
import type { CheckoutResponse } from '@shop/shared/checkout/checkout-schemas';
import { cartFromServer, pricesChanged } from './reprice-cart';

const cart = withTotals([
  { productId: 'GN-MU-001', name: 'Lip', price: 4500, image: null, quantity: 2, color: null },
]);
const pending = (price: number): CheckoutResponse => ({
  reference: 'ref_1_a',
  amount: price * 2 + 2500,
  amountKobo: (price * 2 + 2500) * 100,
  subtotal: price * 2,
  transportCost: 2500,
  currency: 'NGN',
  email: 'a@b.ng',
  items: [{ productId: 'GN-MU-001', name: 'Lip', image: null, price, quantity: 2, color: null }],
  provider: 'sandbox',
  publicKey: 'pk',
  accessCode: null,
  orderNumber: 'GN-100001',
  channels: ['card'],
});

describe('repricing the cart from the server', () => {
  it('notices a changed price and rebuilds the cart with the server’s figures', () => {
    expect(pricesChanged(cart, pending(4500))).toBe(false);
    expect(pricesChanged(cart, pending(5000))).toBe(true);
    expect(cartFromServer(pending(5000))).toMatchObject({ totalQuantity: 2, totalAmount: 10000 });
  });
});
