import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { messages } from '@shop/shared/messages';
import { aProduct, aShade } from '../../testing/factories';
import { useAddToCart } from './use-add-to-cart';
import { AppStoresProvider } from '../store/app-stores';
import { testStores } from '../../testing/test-stores';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ruby = aShade({ name: 'Ruby' });
const cocoa = aShade({ _id: 'c2', name: 'Cocoa', code: '#6f4e37', inStock: false });
const product = (over: Partial<Product> = {}) =>
  aProduct({ productId: 'GN-MU-001', name: 'Velvet Lip', category: 'makeup', ...over });

function setup() {
  localStorage.clear();
  const store = testStores();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppStoresProvider stores={store}>{children}</AppStoresProvider>
  );
  const { result } = renderHook(() => useAddToCart(), { wrapper });
  return { store, add: result.current };
}

describe('useAddToCart', () => {
  beforeEach(() => vi.clearAllMocks());

  it('adds a product without colours and says Item added to cart', () => {
    const { store, add } = setup();
    let added = false;
    act(() => void (added = add(product())));
    expect(added).toBe(true);
    expect(store.cart.get()).toMatchObject({ totalQuantity: 1, totalAmount: 12500 });
    expect(store.cart.get().items[0]).toMatchObject({
      productId: 'GN-MU-001',
      color: null,
      quantity: 1,
    });
    expect(toast.success).toHaveBeenCalledWith(messages.cart.added);
  });

  it('refuses a product with colours when none is chosen: Please select a color', () => {
    const { store, add } = setup();
    expect(add(product({ colors: [ruby] }))).toBe(false);
    expect(store.cart.get().totalQuantity).toBe(0);
    expect(toast.error).toHaveBeenCalledWith(messages.cart.selectColor);
  });

  it('refuses an out-of-stock product or shade: Sorry, this product is out of stock!', () => {
    const { store, add } = setup();
    expect(add(product({ inStock: false }))).toBe(false);
    expect(add(product({ colors: [ruby, cocoa] }), { color: cocoa })).toBe(false);
    expect(store.cart.get().totalQuantity).toBe(0);
    expect(toast.error).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenCalledWith(messages.cart.outOfStock);
  });

  it('keeps the chosen colour and adds the product page message to the usual one', () => {
    const { store, add } = setup();
    act(
      () => void add(product({ colors: [ruby] }), { color: ruby, pageMessage: messages.cart.addedFromPage }),
    );
    act(
      () => void add(product({ colors: [ruby] }), { color: ruby, pageMessage: messages.cart.addedFromPage }),
    );
    expect(store.cart.get().items).toHaveLength(1);
    expect(store.cart.get().items[0]).toMatchObject({ quantity: 2, color: { _id: 'c1', name: 'Ruby' } });
    expect(toast.success).toHaveBeenCalledWith(messages.cart.added);
    expect(toast.success).toHaveBeenCalledWith(messages.cart.addedFromPage);
  });
});
