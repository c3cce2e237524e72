import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams, type Location } from 'react-router';
import { listingSearch, readListingParams, type ListingState } from './listing-params';

/** Typing settles this long before the address (and so the server) is asked. */
const TYPING_PAUSE_MS = 250;
const TYPED = ['q', 'min', 'max'] as const;

/** Marks the history entries this hook writes, so their arrival never replaces the draft. */
const OWN_WRITE = { listingDraft: true } as const;
const isOwnWrite = (state: unknown) => (state as typeof OWN_WRITE | null)?.listingDraft === true;

type Draft = {
  /** What the controls show: ahead of the address while typing or while a change loads. */
  state: ListingState;
  /** The address query as this hook last wrote it, or as the address it was made on holds it. */
  written: string;
  /** The address (the router's location object, new on every arrival) the draft was made on. */
  on: Location;
};

/**
 * The listing state as the controls show it, and a way to change it. A choice (sort, in-stock)
 * goes to the address at once, as a new history entry; typing (search, prices) goes once the
 * shopper pauses, replacing the entry while the same box is refined.
 *
 * The address changes inside a router transition that ends only when the new products arrive,
 * and the shopper may type again before it does, so the draft is the only source of truth for
 * the controls: an address this hook wrote never replaces it. An address it did not write (back,
 * forward, a link) shows its own state until the shopper changes something there. The state is
 * derived while rendering, never set: a transition render that suspends is thrown away, and a
 * state update made during it could outlive it and reset the box to an older address.
 */
export function useListingState() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [draft, setDraft] = useState<Draft>(() => fromAddress(params, location));
  const ownWrite = navigationType !== 'POP' && isOwnWrite(location.state);
  const current = ownWrite || draft.on === location ? draft : fromAddress(params, location);

  const write = useCallback(
    (state: ListingState, replace: boolean) => {
      const key = listingSearch(state);
      setDraft((d) => ({ ...d, written: key }));
      setParams(new URLSearchParams(key), { replace, preventScrollReset: true, state: OWN_WRITE });
    },
    [setParams, setDraft],
  );

  const lastWritten = current.written;
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
    // On the draft as it is now: a write since the last render has changed what it wrote.
    setDraft((d) => ({ ...(ownWrite || d.on === location ? d : current), state, on: location }));
    if (how === 'choice' && listingSearch(state) !== lastWritten) write(state, false);
  };

  return { state: current.state, change };
}

function fromAddress(params: URLSearchParams, on: Location): Draft {
  const state = readListingParams(params);
  return { state, written: listingSearch(state), on };
}
