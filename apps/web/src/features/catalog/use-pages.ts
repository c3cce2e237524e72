import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Some of a list and the number of all its items. */
export type Page<T> = { items: T[]; total: number };

type State<T> = {
  /** The first page (the route loader's) these pages follow; a new one starts them afresh. */
  from: Page<T>;
  /** Where these pages are kept for Back (see `keptPages`); null outside a browser's history. */
  keepAs: string | null;
  pages: ReadonlyMap<number, readonly T[]>;
  waiting: number;
  error: Error | null;
};

/**
 * The pages each list showed, by history entry: Back to a list shows as many pages as it showed
 * when the shopper left it, so the page is as long as it was and her scroll position is there.
 * A list is known by its entry, its page size and its first page (total and items): a first page
 * that changed meanwhile starts afresh. Held in memory for the last few entries only.
 */
const keptPages = new Map<string, ReadonlyMap<number, readonly unknown[]>>();
const KEPT_LISTS = 20;

/** The history entry the browser is on (React Router's key and place in the stack), if any. */
function historyEntry(): string | null {
  if (typeof window === 'undefined') return null;
  const state = window.history.state as { key?: unknown; idx?: unknown } | null;
  return typeof state?.idx === 'number' ? `${String(state.key ?? 'default')}@${state.idx}` : null;
}

function start<T extends { _id: string }>(first: Page<T>, pageSize: number): State<T> {
  const entry = historyEntry();
  const keepAs = entry && `${entry}|${pageSize}|${first.total}|${first.items.map((i) => i._id).join(',')}`;
  const kept = keepAs ? (keptPages.get(keepAs) as ReadonlyMap<number, readonly T[]> | undefined) : undefined;
  return { from: first, keepAs, pages: kept ?? new Map([[0, first.items]]), waiting: 0, error: null };
}

function keep(keepAs: string, pages: ReadonlyMap<number, readonly unknown[]>) {
  keptPages.delete(keepAs);
  keptPages.set(keepAs, pages);
  for (const oldest of keptPages.keys()) {
    if (keptPages.size <= KEPT_LISTS) break;
    keptPages.delete(oldest);
  }
}

/**
 * The one way a page shows more of a list than its loader brought (a listing's "Show more", a
 * product's "More reviews", the testimonials): `first` is the loader's page 0, `load` fetches any
 * page (0-based) of `pageSize` items. Each page is asked for once at a time, a failed one again
 * when next wanted; an item already shown is not repeated when newer ones pushed it onto the next
 * page; a short page ends the list (items were removed meanwhile) before its total says so. A new
 * `first` (another question, a list read again) starts over and drops answers still on their way.
 */
export function usePages<T extends { _id: string }>(
  first: Page<T>,
  load: (page: number) => Promise<Page<T>>,
  pageSize: number,
) {
  const [state, setState] = useState(() => start(first, pageSize));
  let current = state;
  if (state.from !== first) {
    current = start(first, pageSize);
    setState(current);
  }
  const { keepAs, pages: shown } = current;
  useEffect(() => {
    if (keepAs && shown.size > 1) keep(keepAs, shown);
  }, [keepAs, shown]);
  // Pages kept from an earlier visit count as held: they are not asked for again.
  const held = useRef(shown);
  useLayoutEffect(() => {
    held.current = shown;
  });
  const latestLoad = useRef(load);
  useLayoutEffect(() => {
    latestLoad.current = load;
  });
  // The pages held or on their way, per first page (so a new question asks afresh).
  const asked = useRef(new WeakMap<Page<T>, Set<number>>());

  /** Asks for `page` unless it is held or already on its way. */
  const want = useCallback(
    (page: number) => {
      const mine = asked.current.get(first) ?? new Set(held.current.keys());
      asked.current.set(first, mine);
      if (mine.has(page)) return;
      mine.add(page);
      const settle = (change: (s: State<T>) => Partial<State<T>>) =>
        setState((s) => (s.from === first ? { ...s, waiting: s.waiting - 1, ...change(s) } : s));
      setState((s) => (s.from === first ? { ...s, waiting: s.waiting + 1, error: null } : s));
      latestLoad.current(page).then(
        ({ items }) => settle((s) => ({ pages: new Map(s.pages).set(page, items) })),
        (error: unknown) => {
          mine.delete(page);
          settle(() => ({ error: error instanceof Error ? error : new Error(String(error)) }));
        },
      );
    },
    [first],
  );

  // The pages held from the first on, without a gap, each item once.
  const run: T[] = [];
  let next = 0;
  let ended = false;
  for (let page = current.pages.get(0); page; page = current.pages.get(++next)) {
    run.push(...page);
    ended ||= page.length < pageSize;
  }
  const seen = new Set<string>();
  const items = run.filter((item) => !seen.has(item._id) && !!seen.add(item._id));

  return {
    total: first.total,
    items,
    /** The item at an index of the whole list, when its page is held. */
    at: (index: number): T | undefined => current.pages.get(Math.floor(index / pageSize))?.[index % pageSize],
    want,
    /** Asks for the page after those shown. */
    more: () => want(next),
    hasMore: !ended && next * pageSize < first.total,
    busy: current.waiting > 0,
    /** The last page's failure, until another page is asked for. */
    error: current.error,
  };
}
