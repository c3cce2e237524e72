import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTotals } from '@shop/shared/cart/cart-rules';
import { loader, type CartData } from './cart-route-data';
import { CartItems } from '../../features/checkout/components/cart-items';
import { aCartItem, aProduct } from '../../testing/factories';
import { sessionUser, stubApi } from '../../testing/stub-api';
import { testStores } from '../../testing/test-stores';
import { AppStoresProvider } from '../../lib/store/app-stores';
import { codeAfterCartLinesShown, useSettled } from '../../lib/cart/cart-lines-shown';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// The checkout form's place, as the page draws it: its code is asked for once the lines are shown.
const formCode = codeAfterCartLinesShown(async () => undefined);
formCode.want();

function FormPlace() {
  return <p>{useSettled(formCode) ? 'the form' : 'the form’s place'}</p>;
}

describe('the cart as it opens, its lines first', () => {
  it('asks for the lines’ stock, the address book and the form once the lines are on screen', async () => {
    const calls = stubApi({
      'GET /product/products/GN-SK-002': () => [
        200,
        { product: aProduct({ productId: 'GN-SK-002', lowStock: true, left: 2 }) },
      ],
      'GET /auth/addresses': () => [200, { addresses: [] }],
    });
    const cart = withTotals([aCartItem()]);
    localStorage.setItem('cart', JSON.stringify(cart));
    localStorage.setItem('user', JSON.stringify(sessionUser('u1')));
    localStorage.setItem('token', 'token-u1');

    const args = { request: new Request('http://shop.test/cart'), params: {}, context: undefined } as never;
    const data = loader(args) as CartData;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(data.addresses?.userId).toBe('u1');
    expect(calls).toEqual([]);

    render(
      <AppStoresProvider stores={testStores({ cart })}>
        <CartItems cart={cart} stock={data.stock} />
        <FormPlace />
      </AppStoresProvider>,
    );
    expect(screen.getByText('the form’s place')).toBeInTheDocument();

    expect(await screen.findByText('Only 2 left')).toBeInTheDocument();
    expect(await screen.findByText('the form')).toBeInTheDocument();
    await expect(data.addresses?.answer).resolves.toEqual([]);
    await waitFor(() =>
      expect(calls.sort()).toEqual(['GET /auth/addresses', 'GET /product/products/GN-SK-002']),
    );
  });
});
