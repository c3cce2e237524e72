import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, useSelector } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTotals, type Cart, type CartItem } from '@shop/shared/cart/cart-rules';
import { messages } from '@shop/shared/messages';
import { cartSlice } from '../../../lib/cart/cart-slice';
import { aProduct } from '../../../testing/factories';
import { stubApi } from '../../../testing/stub-api';
import { CartItems } from './cart-items';

// The cart's toasts as the shopper sees them (the real toaster, not a stand-in).

const serum: CartItem = {
  productId: 'GN-SK-007',
  name: 'Shea Serum',
  price: 12500,
  image: null,
  quantity: 1,
  color: null,
};

function Lines() {
  return <CartItems cart={useSelector((s: { cart: Cart }) => s.cart)} />;
}

describe('the cart’s toasts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('each tap on + or − replaces the last toast rather than stacking another', async () => {
    stubApi({ 'GET /product/products/GN-SK-007': () => [200, { product: aProduct({ left: 20 }) }] });
    const store = configureStore({
      reducer: { cart: cartSlice.reducer },
      preloadedState: { cart: withTotals([serum]) },
    });
    render(
      <Provider store={store}>
        <MemoryRouter>
          <Lines />
          <Toaster />
        </MemoryRouter>
      </Provider>,
    );
    const more = screen.getByRole('button', { name: 'Increase quantity of Shea Serum' });
    for (let i = 0; i < 3; i++) await userEvent.click(more);
    expect(store.getState().cart.items[0]?.quantity).toBe(4);
    expect(await screen.findAllByText(messages.cart.added)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Shea Serum' }));
    expect(await screen.findAllByText(messages.cart.removed)).toHaveLength(1);
    expect(screen.queryAllByText(messages.cart.added)).toHaveLength(0);
  }, 20_000);
});
