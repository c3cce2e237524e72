import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTotals, type CartItem } from '@shop/shared/cart/cart-rules';
import { RESTORE_LINK_DAYS } from '@shop/shared/come-back/come-back-rules';
import { messages } from '@shop/shared/messages';
import { stubApi } from '../../testing/stub-api';
import { useRestoreCart } from './use-restore-cart';
import { AppStoresProvider } from '../../lib/store/app-stores';
import { testStores } from '../../testing/test-stores';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), warning: vi.fn() }),
}));

const serum: CartItem = {
  productId: 'GN-SK-002',
  name: 'Glow Serum',
  price: 9000,
  image: null,
  quantity: 1,
  color: null,
};

function CartWithRestore() {
  useRestoreCart();
  return <p>cart</p>;
}

function openCart(url: string) {
  const store = testStores({ cart: withTotals([serum]) });
  const router = createMemoryRouter([{ path: '/cart', element: <CartWithRestore /> }], {
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
});
