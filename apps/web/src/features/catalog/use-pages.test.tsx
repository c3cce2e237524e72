import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePages, type Page } from './use-pages';

type Item = { _id: string };
const items = (...ids: string[]): Item[] => ids.map((_id) => ({ _id }));

/** A list of 7 items served 3 at a time, as the server would page it. */
const all = items('a', 'b', 'c', 'd', 'e', 'f', 'g');
const serve = (list: Item[]) => (page: number) =>
  Promise.resolve({ items: list.slice(page * 3, page * 3 + 3), total: list.length });

function setUp(
  load: (page: number) => Promise<Page<Item>>,
  first: Page<Item> = { items: all.slice(0, 3), total: 7 },
) {
  return renderHook(({ first }) => usePages(first, load, 3), { initialProps: { first } });
}

describe('showing more of a list, a page at a time', () => {
  it('adds the next page on each ask until the whole list is shown', async () => {
    const load = vi.fn(serve(all));
    const { result } = setUp(load);
    expect(result.current.items.map((i) => i._id)).toEqual(['a', 'b', 'c']);
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.more());
    await waitFor(() => expect(result.current.items).toHaveLength(6));
    act(() => result.current.more());
    await waitFor(() => expect(result.current.items).toHaveLength(7));
    expect(result.current.hasMore).toBe(false);
    expect(load.mock.calls).toEqual([[1], [2]]);
  });

  it('asks for a page once however often it is wanted while on its way', async () => {
    const load = vi.fn(serve(all));
    const { result } = setUp(load);
    act(() => {
      result.current.more();
      result.current.more();
      result.current.want(1);
    });
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows an item once when newer ones pushed it onto the next page', async () => {
    // Two items were added at the top after the first page was read.
    const { result } = setUp(vi.fn(serve(items('x', 'y', ...all.map((i) => i._id)))));
    act(() => result.current.more());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    act(() => result.current.more());
    await waitFor(() => expect(result.current.items).toHaveLength(7));
    expect(result.current.items.map((i) => i._id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(result.current.hasMore).toBe(false);
  });

  it('ends at a short page when items were removed since the total was counted', async () => {
    const { result } = setUp(vi.fn(serve(items('a', 'b', 'c', 'd'))));
    act(() => result.current.more());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    expect(result.current.hasMore).toBe(false);
  });

  it('says a page failed, and asks for it again when wanted again', async () => {
    const load = vi.fn(serve(all)).mockRejectedValueOnce(new Error('Network error'));
    const { result } = setUp(load);
    act(() => result.current.more());
    await waitFor(() => expect(result.current.error?.message).toBe('Network error'));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.more());
    await waitFor(() => expect(result.current.items).toHaveLength(6));
    expect(result.current.error).toBeNull();
  });

  it('starts afresh for a new first page and drops an answer meant for the old one', async () => {
    let answer: (page: Page<Item>) => void = () => {};
    const load = vi.fn(() => new Promise<Page<Item>>((resolve) => (answer = resolve)));
    const { result, rerender } = setUp(load);
    act(() => result.current.more());
    rerender({ first: { items: items('p', 'q'), total: 2 } });
    await act(async () => answer({ items: items('d', 'e', 'f'), total: 7 }));
    expect(result.current.items.map((i) => i._id)).toEqual(['p', 'q']);
    expect(result.current.hasMore).toBe(false);
  });

  it('reads any item by its index once its page is held (the testimonials)', async () => {
    const { result } = setUp(vi.fn(serve(all)));
    expect(result.current.at(4)).toBeUndefined();
    act(() => result.current.want(2));
    await waitFor(() => expect(result.current.at(6)).toEqual({ _id: 'g' }));
    expect(result.current.items).toHaveLength(3); // page 1 is still missing: the run stops there
  });

  it('shows as many pages as before on Back to the same history entry, without asking again', async () => {
    window.history.replaceState({ key: 'listing', idx: 3 }, '');
    const load = vi.fn(serve(all));
    const before = setUp(load);
    act(() => before.result.current.more());
    await waitFor(() => expect(before.result.current.items).toHaveLength(6));
    before.unmount();

    // Back: the route reads its first page again, an equal copy.
    const back = setUp(load, { items: all.slice(0, 3), total: 7 });
    expect(back.result.current.items.map((i) => i._id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    act(() => back.result.current.more());
    await waitFor(() => expect(back.result.current.items).toHaveLength(7));
    expect(load.mock.calls).toEqual([[1], [2]]);
    back.unmount();

    // Another entry, or a first page that changed meanwhile, starts from the first page.
    window.history.replaceState({ key: 'other', idx: 3 }, '');
    expect(setUp(load).result.current.items).toHaveLength(3);
    window.history.replaceState({ key: 'listing', idx: 3 }, '');
    expect(setUp(load, { items: items('z', 'a', 'b'), total: 8 }).result.current.items).toHaveLength(3);
    window.history.replaceState(null, '');
  });
});
