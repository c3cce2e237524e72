import { useEffect, useState } from 'react';
import type * as PlacesModule from './places';

type Places = typeof PlacesModule;

// The LGAs of all 37 states are about 5 kB gzip: the cart page loads them when the shopper first
// touches the State list or has a state, not with the page.
let loading: Promise<Places> | null = null;
let loaded: Places | null = null;

/** Starts loading the LGAs (once); the answer is shared by every caller. */
export const loadPlaces = () => (loading ??= import('./places').then((m) => (loaded = m)));

/** The LGA lookups, or null until they have arrived; `needed` starts loading them. */
export function usePlaces(needed: boolean): Places | null {
  const [places, setPlaces] = useState(loaded);
  useEffect(() => {
    if (needed && !places) void loadPlaces().then(setPlaces);
  }, [needed, places]);
  return places ?? loaded;
}
