import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { listingSearch, readListingParams, type ListingState } from './listing-params';

/** Typing settles this long before the address (and so the server) is asked. */
const TYPING_PAUSE_MS = 250;
const TYPED = ['q', 'min', 'max'] as const;

type Draft = {
  /** What the controls show: ahead of the address while typing or while a change loads. */
  state: ListingState;
  /** The address query last seen. */
  seen: string;
  /** Address queries written here and not yet seen back, oldest first. */
  written: string[];
};

/**
 * The listing state as the controls show it, and a way to change it. A choice (sort, in-stock)
 * goes to the address at once, as a new history entry; typing (search, prices) goes once the
 * shopper pauses, replacing the entry while the same box is refined. The address changes inside
 * a router transition that ends only when the new products arrive, so the controls keep their own
 * copy; an address this hook did not write (back, forward, a link) replaces that copy.
 */
export function useListingState() {
  const [params, setParams] = useSearchParams();
  const urlState = readListingParams(params);
  const urlKey = listingSearch(urlState);
  const [draft, setDraft] = useState<Draft>({ state: urlState, seen: urlKey, written: [] });
  let current = draft;
  if (draft.seen !== urlKey) {
    const mine = draft.written.indexOf(urlKey);
    current =
      mine >= 0
        ? { ...draft, seen: urlKey, written: draft.written.slice(mine + 1) }
        : { state: urlState, seen: urlKey, written: [] };
    setDraft(current);
  } else if (draft.written.at(-1) === urlKey) {
    // The last write is the address now: any earlier one was overtaken (a transition skips them).
    current = { ...draft, written: [] };
    setDraft(current);
  }
  const lastWritten = current.written.at(-1) ?? current.seen;

  const write = useCallback(
    (state: ListingState, replace: boolean) => {
      const key = listingSearch(state);
      setDraft((d) => ({ ...d, written: [...d.written, key] }));
      setParams(new URLSearchParams(key), { replace, preventScrollReset: true });
    },
    [setParams, setDraft],
  );

  const draftKey = listingSearch(current.state);
  const typed = current.state;
  useEffect(() => {
    if (draftKey === lastWritten) return;
    const timer = setTimeout(() => {
      // Refining a search or a price already in the address replaces its history entry;
      // starting one adds an entry, so Back returns to the list before it.
      const before = readListingParams(new URLSearchParams(lastWritten));
      const after = readListingParams(new URLSearchParams(draftKey));
      const edited = TYPED.filter((k) => before[k] !== after[k]);
      const refining = edited.length > 0 && edited.every((k) => before[k] !== '');
      write(typed, refining);
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draftKey, lastWritten, typed, write]);

  /** `typing` waits for a pause; a choice is written at once. */
  const change = (patch: Partial<ListingState>, how: 'typing' | 'choice') => {
    const state = { ...current.state, ...patch };
    setDraft((d) => ({ ...d, state }));
    if (how === 'choice' && listingSearch(state) !== lastWritten) write(state, false);
  };

  return { state: current.state, change };
}
