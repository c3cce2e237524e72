import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { aProduct } from '../../../testing/factories';
import { HeaderSearch } from './header-search';

const shea = aProduct({
  _id: 'p1',
  productId: 'GN-SK-005',
  name: 'Raw Shea Butter',
  price: 9500,
  category: 'skincare',
});
const balm = aProduct({
  _id: 'p2',
  productId: 'GN-SK-017',
  name: 'Shea Lip Balm',
  price: 3000,
  category: 'skincare',
});

type Call = { url: string; signal: AbortSignal | undefined };

/** The API answers each search after `delay` ms with the products whose name holds the term. */
function stubSearch(products: Product[], delay = 0) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const signal = init.signal ?? undefined;
      calls.push({ url, signal });
      const q = new URL(url, 'http://shop.test').searchParams.get('q') ?? '';
      const found = products.filter((p) => p.name.toLowerCase().includes(q.toLowerCase()));
      const body = JSON.stringify({ products: found, total: found.length });
      return new Promise<Response>((resolve, reject) => {
        const timer = setTimeout(() => resolve(new Response(body)), delay);
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    }),
  );
  return calls;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderSearch() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <HeaderSearch />
          <Where />
        </>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('combobox', { name: 'Search products' });
}

afterEach(() => vi.unstubAllGlobals());

describe('the header search', () => {
  it('suggests products with picture, name and price once the shopper pauses, asking once', async () => {
    const calls = stubSearch([shea, balm]);
    const box = renderSearch();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    fireEvent.focus(box);
    for (const text of ['s', 'sh', 'she', 'shea']) fireEvent.change(box, { target: { value: text } });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Raw Shea Butter₦9,500', 'Shea Lip Balm₦3,000']);
    expect(options[0]!.querySelector('img')).toHaveAttribute('src');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(calls.map((c) => c.url)).toEqual(['/api/product/products?q=shea&limit=6']);
    expect(screen.getByRole('status')).toHaveTextContent('2 suggestions of 2 products');
  });

  it('moves through the suggestions with the arrows and opens the chosen product with Enter', async () => {
    stubSearch([shea, balm]);
    const box = renderSearch();
    fireEvent.change(box, { target: { value: 'shea' } });
    await screen.findAllByRole('option');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const chosen = screen.getByRole('option', { name: /Shea Lip Balm/ });
    expect(chosen).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', chosen.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(screen.getByRole('option', { name: /Raw Shea Butter/ })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('where')).toHaveTextContent('/product/GN-SK-005');
  });

  it('opens the search page for what was typed when Enter is pressed without a choice', async () => {
    stubSearch([shea, balm]);
    const box = renderSearch();
    fireEvent.change(box, { target: { value: '  shea butter ' } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('where')).toHaveTextContent('/search?q=shea+butter');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the suggestions with Escape and says when nothing matches', async () => {
    stubSearch([shea]);
    const box = renderSearch();
    fireEvent.change(box, { target: { value: 'zobo' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No matching products found'));
    expect(screen.getByText('No matching products found', { selector: 'div > p' })).toBeVisible();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('aborts the request for an older term, so a late answer never replaces a newer one', async () => {
    const calls = stubSearch([shea, balm], 400);
    const box = renderSearch();
    fireEvent.change(box, { target: { value: 'raw' } });
    await waitFor(() => expect(calls).toHaveLength(1));
    fireEvent.change(box, { target: { value: 'lip' } });
    expect(calls[0]!.signal?.aborted).toBe(true);
    const options = await screen.findAllByRole('option', {}, { timeout: 2000 });
    expect(options.map((o) => o.textContent)).toEqual(['Shea Lip Balm₦3,000']);
    await act(() => new Promise((r) => setTimeout(r, 500)));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Shea Lip Balm₦3,000']);
  });
});
