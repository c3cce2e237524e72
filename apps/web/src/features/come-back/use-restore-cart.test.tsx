import { configureStore } from '@reduxjs/toolkit';
import { render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTotals, type CartItem } from '@shop/shared/cart/cart-rules';
import { RESTORE_LINK_DAYS } from '@shop/shared/come-back/come-back-rules';
import { messages } from '@shop/shared/messages';
import { cartSlice } from '../../lib/cart/cart-slice';
import { stubApi } from '../../testing/stub-api';
import { useRestoreCart } from './use-restore-cart';

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
  const store = configureStore({
    reducer: { cart: cartSlice.reducer },
    preloadedState: { cart: withTotals([serum]) },
  });
  const router = createMemoryRouter([{ path: '/cart', element: <CartWithRestore /> }], {
    initialEntries: [url],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
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
    expect(store.getState().cart.items).toEqual([serum]);
    expect(router.state.location.search).toBe('');
  });
});
