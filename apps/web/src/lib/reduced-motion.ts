import { useSyncExternalStore } from 'react';

// The shopper's "reduce motion" preference, read one way everywhere. A page the server rendered
// hydrates as if it were not asked for (the server cannot know it), then follows the browser.

const QUERY = '(prefers-reduced-motion: reduce)';

/** Now, outside rendering (a click handler choosing how to scroll). */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && !!window.matchMedia?.(QUERY).matches;

const subscribe = (listener: () => void) => {
  const query = window.matchMedia?.(QUERY);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
};

/** In a component: re-renders when the preference changes. */
export const useReducedMotion = () => useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
