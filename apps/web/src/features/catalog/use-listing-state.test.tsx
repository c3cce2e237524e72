import { act, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useListingState } from './use-listing-state';

function Probe() {
  const { state, change } = useListingState();
  const { search } = useLocation();
  return (
    <>
      <input aria-label="search" value={state.q} onChange={(e) => change({ q: e.target.value }, 'typing')} />
      <button type="button" onClick={() => change({ sort: 'price-asc' }, 'choice')}>
        cheapest
      </button>
      <output>{search}</output>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/makeup', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const address = () => screen.getByRole('status').textContent;
const box = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'search' });

describe('the listing state in the address', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts from the address, and writes typing only once the shopper pauses', async () => {
    renderAt('/makeup?q=gloss');
    expect(box().value).toBe('gloss');
    fireEvent.change(box(), { target: { value: 'glossy' } });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(address()).toBe('?q=gloss');
    expect(box().value).toBe('glossy');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(address()).toBe('?q=glossy');
  });

  it('writes a choice at once, with what was typed, and keeps a plain address for the defaults', async () => {
    renderAt('/makeup');
    expect(address()).toBe('');
    fireEvent.change(box(), { target: { value: 'serum' } });
    fireEvent.click(screen.getByRole('button', { name: 'cheapest' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(address()).toBe('?q=serum&sort=price-asc');
  });

  it('starting a search adds a history entry, refining it replaces that entry, and Back restores the box', async () => {
    const router = renderAt('/makeup');
    fireEvent.change(box(), { target: { value: 'li' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(box(), { target: { value: 'lip' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(address()).toBe('?q=lip');
    await act(() => router.navigate(-1));
    expect(address()).toBe('');
    expect(box().value).toBe('');
  });
});
