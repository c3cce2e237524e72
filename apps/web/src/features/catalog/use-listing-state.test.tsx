import { Suspense } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Await, RouterProvider, createMemoryRouter, useLoaderData, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useListingState } from './use-listing-state';

function Probe() {
  const { state, change } = useListingState();
  const { search } = useLocation();
  const { page } = useLoaderData() as { page: Promise<string> };
  return (
    <>
      <input aria-label="search" value={state.q} onChange={(e) => change({ q: e.target.value }, 'typing')} />
      <button type="button" onClick={() => change({ sort: 'price-asc' }, 'choice')}>
        cheapest
      </button>
      <output>{search}</output>
      {/* Like the listing: a new address is shown only once its products have arrived. */}
      <Suspense fallback="loading">
        <Await resolve={page}>{(q: string) => `answer for ${q}`}</Await>
      </Suspense>
    </>
  );
}

/** The server's answers; while `held`, they wait for `answer()`. */
const server = { held: false, waiting: [] as (() => void)[] };
const answer = () => act(async () => server.waiting.splice(0).forEach((resolve) => resolve()));

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/makeup',
        element: <Probe />,
        loader: ({ request }) => {
          const q = new URL(request.url).searchParams.get('q') ?? '';
          const page = new Promise<string>((resolve) => server.waiting.push(() => resolve(q)));
          if (!server.held) server.waiting.splice(0).forEach((resolve) => resolve());
          return { page };
        },
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const address = () => screen.getByRole('status').textContent;
const box = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'search' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the listing state in the address', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    server.held = false;
    server.waiting = [];
  });
  afterEach(() => vi.useRealTimers());

  it('starts from the address, and writes typing only once the shopper pauses', async () => {
    renderAt('/makeup?q=gloss');
    await wait(0);
    expect(box().value).toBe('gloss');
    type('glossy');
    await wait(100);
    expect(address()).toBe('?q=gloss');
    expect(box().value).toBe('glossy');
    await wait(300);
    expect(address()).toBe('?q=glossy');
  });

  it('writes a choice at once, with what was typed, and keeps a plain address for the defaults', async () => {
    renderAt('/makeup');
    await wait(0);
    expect(address()).toBe('');
    type('serum');
    fireEvent.click(screen.getByRole('button', { name: 'cheapest' }));
    await wait(0);
    expect(address()).toBe('?q=serum&sort=price-asc');
  });

  it('starting a search adds a history entry, refining it replaces that entry, and Back restores the box', async () => {
    const router = renderAt('/makeup');
    await wait(0);
    type('li');
    await wait(300);
    type('lip');
    await wait(300);
    expect(address()).toBe('?q=lip');
    await act(() => router.navigate(-1));
    expect(address()).toBe('');
    expect(box().value).toBe('');
    await act(() => router.navigate(1));
    expect(address()).toBe('?q=lip');
    expect(box().value).toBe('lip');
  });

  it('keeps what the shopper typed since, while an address it wrote is still loading', async () => {
    renderAt('/makeup');
    await wait(0);
    server.held = true;
    type('SERUM');
    await wait(300); // the address is asked for ?q=SERUM, whose products have not arrived
    type('zzqx');
    expect(box().value).toBe('zzqx');
    await wait(100);
    expect(box().value).toBe('zzqx');
    await answer(); // ?q=SERUM arrives and is shown: the box keeps the newer text
    expect(address()).toBe('?q=SERUM');
    expect(box().value).toBe('zzqx');
    await wait(300);
    await answer();
    expect(address()).toBe('?q=zzqx');
    expect(box().value).toBe('zzqx');
  });

  it('a navigation it did not make (Back, a link) replaces the draft, even while its own write loads', async () => {
    const router = renderAt('/makeup?q=gloss');
    await wait(0);
    server.held = true;
    type('glow');
    await wait(300);
    type('glowing');
    await act(() => router.navigate('/makeup?q=lip'));
    await answer();
    expect(address()).toBe('?q=lip');
    expect(box().value).toBe('lip');
    await wait(300); // nothing typed since: the page writes nothing over the link's address
    expect(address()).toBe('?q=lip');
    // Refining the search had replaced ?q=gloss with ?q=glow before the link was followed.
    await act(() => router.navigate(-1));
    await answer();
    expect(address()).toBe('?q=glow');
    expect(box().value).toBe('glow');
  });

  it('Back and Forward show each address as it is, dropping typing not yet written', async () => {
    const router = renderAt('/makeup');
    await wait(0);
    type('lip');
    await wait(300);
    type('lipst');
    await wait(100);
    await act(() => router.navigate(-1));
    expect(box().value).toBe('');
    await act(() => router.navigate(1));
    expect(box().value).toBe('lip');
    await wait(300);
    expect(address()).toBe('?q=lip');
  });
});
