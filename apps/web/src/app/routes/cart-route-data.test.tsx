import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTotals } from '@shop/shared/cart/cart-rules';
import { RESTORE_LINK_DAYS } from '@shop/shared/come-back/come-back-rules';
import { messages } from '@shop/shared/messages';
import { aCartItem, aProduct } from '../../testing/factories';
import { stubApi } from '../../testing/stub-api';
import { testStores } from '../../testing/test-stores';
import { AppStoresProvider, useCartState } from '../../lib/store/app-stores';
import { CartItems } from '../../features/checkout/components/cart-items';
import { useRestoreCart } from '../../features/come-back/use-restore-cart';
import { loader, shouldRevalidate, type CartData } from './cart-route-data';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), warning: vi.fn() }),
}));

const serum = aCartItem();

// The cart route's data as the page uses it: the restore of a reminder's link, the lines' stock.
function Cart() {
  const data = useLoaderData() as CartData;
  useRestoreCart(data.restoring);
  return <CartItems cart={useCartState((cart) => cart)} stock={data.stock} />;
}

function openCart(url: string) {
  const store = testStores({ cart: withTotals([serum]) });
  const route = {
    path: '/cart',
    loader,
    shouldRevalidate,
    element: <Cart />,
    hydrateFallbackElement: <p>opening</p>,
  };
  const router = createMemoryRouter([route], {
    initialEntries: [url],
  });
  render(
    <AppStoresProvider stores={store}>
      <RouterProvider router={router} />
    </AppStoresProvider>,
  );
  return { store, router };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('the cart as it opens', () => {
  it('shows the lines’ stock its loader began reading with the route, asking no more', async () => {
    const calls = stubApi({
      'GET /product/products/GN-SK-002': () => [
        200,
        { product: aProduct({ productId: 'GN-SK-002', lowStock: true, left: 2 }) },
      ],
    });
    // The stored cart, which the loader reads (the test's store holds the same).
    localStorage.setItem('cart', JSON.stringify(withTotals([serum])));

    openCart('/cart');

    expect(await screen.findByText('Only 2 left')).toBeInTheDocument();
    // The line's stock is the loader's read, not a second one after the page drew.
    expect(calls).toEqual(['GET /product/products/GN-SK-002']);
  });

  it('reads a guest no address book', () => {
    const args = { request: new Request('http://shop.test/cart'), params: {}, context: undefined } as never;
    expect((loader(args) as CartData).addresses).toBeNull();
  });
});

describe('the cart opened from a reminder’s link', () => {
  it('says the link has expired, keeps the cart as it was and drops the token from the address', async () => {
    const expired = messages.comeBack.restoreExpired(RESTORE_LINK_DAYS);
    stubApi({ 'GET /cart/restore/restore.old.sig': () => [410, { message: expired }] });

    const { store, router } = openCart('/cart?restore=restore.old.sig');

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(expired));
    expect(store.cart.get().items).toEqual([serum]);
    expect(router.state.location.search).toBe('');
  });

  it('makes the reminded lines the cart once, says what was left out, and drops the token', async () => {
    const restored = { ...serum, productId: 'GN-MU-004', name: 'Velvet Lipstick', quantity: 2 };
    const read = vi.fn(() => [200, { items: [restored], gone: 1 }] as [number, unknown]);
    stubApi({ 'GET /cart/restore/restore.ok.sig': read });

    const { store, router } = openCart('/cart?restore=restore.ok.sig');

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.comeBack.restored));
    expect(toast.warning).toHaveBeenCalledWith(messages.comeBack.restoreGone(1));
    expect(store.cart.get().items).toEqual([restored]);
    expect(router.state.location.search).toBe('');
    expect(read).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledTimes(1);
  });
});
