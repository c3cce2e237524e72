import { readSessionUser } from '../../lib/session/session-store';
import { loadSaved } from '../../lib/saved/saved-store';

// The layout route's loader: for a signed-in shopper, starts reading the saved list with the
// first page (not after it renders), so the hearts on its cards show what is saved. Without the
// list every heart starts empty; saving still works.

let primedFor: string | null = null;

export function loader() {
  primedFor = readSessionUser()?._id ?? null;
  if (primedFor) loadSaved(primedFor).catch(() => undefined);
  return null;
}

/** Reads again only when the signed-in user is not the one the list was read for. */
export const shouldRevalidate = () => (readSessionUser()?._id ?? null) !== primedFor;
