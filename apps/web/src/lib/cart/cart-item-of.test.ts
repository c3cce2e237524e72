import { describe, expect, it } from 'vitest';
import { aProduct } from '../../testing/factories';
import { cartItemOf } from './cart-item-of';

describe('cartItemOf', () => {
  it('keeps the sale price while the product’s sale runs, so the cart shows what will be charged', () => {
    const onSale = aProduct({ price: 12500, salePrice: 9900, saleEndsAt: '2030-01-01T00:00:00.000Z' });
    expect(cartItemOf(onSale, null).price).toBe(9900);
    expect(cartItemOf(aProduct({ price: 12500 }), null).price).toBe(12500);
  });
});
