import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTotals, type CartItem } from '@shop/shared/cart/cart-rules';
import { messages } from '@shop/shared/messages';
import { aProduct } from '../../../testing/factories';
import { stubApi } from '../../../testing/stub-api';
import { CartItems } from './cart-items';
import { AppStoresProvider, useCartState } from '../../../lib/store/app-stores';
import { testStores } from '../../../testing/test-stores';

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
  return <CartItems cart={useCartState((cart) => cart)} />;
}

describe('the cart’s toasts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('each tap on + or − replaces the last toast rather than stacking another', async () => {
    stubApi({ 'GET /product/products/GN-SK-007': () => [200, { product: aProduct({ left: 20 }) }] });
    const store = testStores({ cart: withTotals([serum]) });
    render(
      <AppStoresProvider stores={store}>
        <MemoryRouter>
          <Lines />
          <Toaster />
        </MemoryRouter>
      </AppStoresProvider>,
    );
    const more = screen.getByRole('button', { name: 'Increase quantity of Shea Serum' });
    for (let i = 0; i < 3; i++) await userEvent.click(more);
    expect(store.cart.get().items[0]?.quantity).toBe(4);
    expect(await screen.findAllByText(messages.cart.added)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Shea Serum' }));
    expect(await screen.findAllByText(messages.cart.removed)).toHaveLength(1);
    expect(screen.queryAllByText(messages.cart.added)).toHaveLength(0);
  }, 20_000);
});
