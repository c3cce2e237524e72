import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aProduct } from '../../../testing/factories';
import { stubApi } from '../../../testing/stub-api';
import type { CardActions } from '../use-card-actions';
import { TopRatedSection } from './top-rated-section';
import { AppStoresProvider } from '../../../lib/store/app-stores';
import { testStores } from '../../../testing/test-stores';

const general = [aProduct({ _id: 'p1', productId: 'GN-1', fullname: 'Everyone’s Favourite Lip' })];
const forOily = aProduct({ _id: 'p2', productId: 'GN-2', fullname: 'Oil-Control Gel Moisturiser' });
const actions: CardActions = { onCart: vi.fn(), onToggleSave: vi.fn(), isSaved: () => false };

function renderRow() {
  const store = testStores();
  render(
    <AppStoresProvider stores={store}>
      <MemoryRouter>
        <TopRatedSection products={general} actions={actions} />
      </MemoryRouter>
    </AppStoresProvider>,
  );
}

describe('the home page’s top-rated row', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the shop’s top-rated products while the shopper’s skin is unknown, asking nothing', async () => {
    const calls = stubApi({});
    renderRow();
    expect(screen.getByRole('heading', { name: 'Top-rated products' })).toBeInTheDocument();
    expect(screen.getByText('Everyone’s Favourite Lip')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('shows the top-rated for a guest’s skin kept in this browser, in the same place', async () => {
    localStorage.setItem('mySkin', JSON.stringify({ skinType: 'oily', concerns: ['acne'] }));
    const calls = stubApi({
      'GET /product/top-rated?skinType=oily&concerns=acne': () => [200, { products: [forOily] }],
    });
    renderRow();
    // The personal row's code is loaded after first paint: give it time on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Top-rated for your skin' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Oil-Control Gel Moisturiser')).toBeInTheDocument();
    expect(screen.queryByText('Everyone’s Favourite Lip')).not.toBeInTheDocument();
    // Asked for her skin only (strict mode may ask twice as it mounts twice).
    expect(new Set(calls)).toEqual(new Set(['GET /product/top-rated?skinType=oily&concerns=acne']));
  });
});
