import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTotals, type CartItem } from '@shop/shared/cart/cart-rules';
import { aProduct, aShade } from '../../../testing/factories';
import { stubApi } from '../../../testing/stub-api';
import type { StartedCartProducts } from '../../../lib/cart/read-cart-products';
import { CartItems } from './cart-items';
import { AppStoresProvider, useCartState } from '../../../lib/store/app-stores';
import { testStores } from '../../../testing/test-stores';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const serum: CartItem = {
  productId: 'GN-SK-007',
  name: 'Shea Serum',
  price: 12500,
  image: null,
  quantity: 1,
  color: null,
};

function Lines({ stock }: { stock: StartedCartProducts | null }) {
  return <CartItems cart={useCartState((cart) => cart)} stock={stock} />;
}

function renderCart(items: CartItem[], stock: StartedCartProducts | null = null) {
  const store = testStores({ cart: withTotals(items) });
  render(
    <AppStoresProvider stores={store}>
      <MemoryRouter>
        <Lines stock={stock} />
      </MemoryRouter>
    </AppStoresProvider>,
  );
  return store;
}

const answer = (product: ReturnType<typeof aProduct>) => () => [200, { product }] as [number, unknown];

describe('the cart lines', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('read a product that joins the cart, the lines known before staying known', async () => {
    const lipstick = { ...serum, productId: 'GN-MU-001', name: 'Velvet Lipstick' };
    stubApi({
      'GET /product/products/GN-SK-007': answer(aProduct({ lowStock: true, left: 2 })),
      'GET /product/products/GN-MU-001': answer(aProduct({ productId: 'GN-MU-001', inStock: false })),
    });
    const store = renderCart([serum]);
    expect(await screen.findByText('Only 2 left')).toBeInTheDocument();
    act(() => store.cart.add({ ...lipstick }));
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    expect(await screen.findByText('Out of stock: please remove it to check out')).toBeInTheDocument();
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
  });

  it('stops the stepper at the few left and says so', async () => {
    stubApi({ 'GET /product/products/GN-SK-007': answer(aProduct({ lowStock: true, left: 2 })) });
    const store = renderCart([serum]);
    expect(await screen.findByText('Only 2 left')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Increase quantity of Shea Serum' });
    await userEvent.click(more);
    expect(store.cart.get().items[0]?.quantity).toBe(2);
    expect(more).toBeDisabled();
    expect(more).toHaveAccessibleDescription('Only 2 left: you have them all');
    await userEvent.click(more);
    expect(store.cart.get().items[0]?.quantity).toBe(2);
  });

  it('marks a line whose shade ran out since it was added, and one holding more than is left', async () => {
    const ruby = aShade({ inStock: false });
    stubApi({
      'GET /product/products/GN-MU-001': answer(aProduct({ productId: 'GN-MU-001', colors: [ruby] })),
      'GET /product/products/GN-SK-007': answer(aProduct({ lowStock: true, left: 1 })),
    });
    renderCart([
      {
        ...serum,
        productId: 'GN-MU-001',
        name: 'Velvet Lipstick',
        color: { _id: ruby._id, name: ruby.name, code: ruby.code },
      },
      { ...serum, quantity: 3 },
    ]);
    expect(await screen.findByText('Out of stock: please remove it to check out')).toBeInTheDocument();
    expect(await screen.findByText('Only 1 left: please lower the quantity')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Increase quantity of Velvet Lipstick (Ruby Owambe)' }),
    ).toBeDisabled();
  });

  it('keeps the usual stepper when plenty is left or the stock cannot be read', async () => {
    stubApi({ 'GET /product/products/GN-SK-007': () => [503, { message: 'busy' }] });
    renderCart([serum]);
    const more = screen.getByRole('button', { name: 'Increase quantity of Shea Serum' });
    await userEvent.click(more);
    expect(more).toBeEnabled();
    expect(screen.queryByTestId('line-stock')).not.toBeInTheDocument();
  });
});
