import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { ProductCard } from '../domain/catalog/product-card';
import { aProduct } from '../testing/factories';
import { sessionUser, stubApi } from '../testing/stub-api';
import { Component as DashboardPage } from './routes/dashboard-route';
import { loader as loadDashboard } from './routes/dashboard-route-data';
import { useCardActions } from '../features/catalog/use-card-actions';
import * as layout from './routes/layout-route-data';
import { AppStoresProvider } from '../lib/store/app-stores';
import { testStores } from '../testing/test-stores';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const serum = aProduct();

function ShopPage() {
  const actions = useCardActions();
  return (
    <>
      <ProductCard product={serum} saved={actions.isSaved(serum.productId)} {...actions} />
      <Link to="/dashboard">dashboard</Link>
    </>
  );
}

/** A signed-in shopper on a shop page with a card, the real dashboard route a link away. */
function renderShop(userId: string, alreadySaved: Product[] = []) {
  localStorage.clear();
  localStorage.setItem('user', JSON.stringify(sessionUser(userId)));
  localStorage.setItem('token', `token-${userId}`);
  // The server: the saved list as it stands, changed only by the save and unsave calls.
  const saved = new Map(alreadySaved.map((p) => [p.productId, p]));
  const calls = stubApi({
    'GET /auth/saved': () => [200, { products: [...saved.values()] }],
    'POST /auth/saved': () => (saved.set(serum.productId, serum), [201, { message: 'Saved to your items' }]),
    [`DELETE /auth/saved/${serum.productId}`]: () => (
      saved.delete(serum.productId),
      [200, { message: 'Removed from saved items' }]
    ),
    'GET /auth/me': () => [200, sessionUser(userId)],
    [`GET /order/orders/${userId}`]: () => [200, { data: [] }],
  });
  const router = createMemoryRouter(
    [
      {
        element: <Outlet />,
        loader: layout.loader,
        shouldRevalidate: layout.shouldRevalidate,
        children: [
          { path: '/shop', element: <ShopPage /> },
          { path: '/dashboard', loader: loadDashboard, element: <DashboardPage /> },
        ],
      },
    ],
    { initialEntries: ['/shop'] },
  );
  render(
    <AppStoresProvider stores={testStores()}>
      <RouterProvider router={router} />
    </AppStoresProvider>,
  );
  return { router, calls };
}

describe('saved items: one state for the cards and the dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a product saved from a card is in the saved tab; unsaved there, its card heart is empty', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderShop('u-save-1');
    await user.click(await screen.findByRole('button', { name: 'Save Shea Serum' }));
    expect(await screen.findByRole('button', { name: 'Unsave Shea Serum' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'dashboard' }));
    await user.click(await screen.findByRole('tab', { name: 'saved items' }));
    const panel = await screen.findByRole('tabpanel');
    const card = await within(panel).findByTestId('product-card');
    expect(within(card).getByRole('heading', { name: serum.fullname })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Unsave Shea Serum' }));
    expect(await within(panel).findByText('You have not saved any products yet.')).toBeInTheDocument();

    // Back on the shop page the heart is empty at once, without reading the list again.
    const reads = calls.filter((c) => c === 'GET /auth/saved').length;
    await router.navigate('/shop');
    expect(await screen.findByRole('button', { name: 'Save Shea Serum' })).toBeInTheDocument();
    expect(calls.filter((c) => c === 'GET /auth/saved')).toHaveLength(reads);
  }, 20_000);

  it('the hearts show what the signed-in shopper saved before, read once with the first page', async () => {
    const { calls } = renderShop('u-save-2', [serum]);
    expect(await screen.findByRole('button', { name: 'Unsave Shea Serum' })).toBeInTheDocument();
    expect(calls).toEqual(['GET /auth/saved']);
  }, 20_000);
});
