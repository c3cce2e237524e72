import { useDeferredValue, useEffect } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { useAuthState } from '../store/app-stores';

// Sessions live in the browser's storage (the API is called with a bearer token from it, never a
// cookie), so the server renders the account pages for a visitor it cannot identify: a loader that
// reads the session answers VISITOR_UNKNOWN there, its page draws what is the same for everyone
// (the sign-in form, the dashboard's frame), and once the page has hydrated the loader runs again
// in the browser, which sends a signed-in visitor on from sign-in, a signed-out one to sign-in, and
// fills the dashboard in. Decision 65.

export const VISITOR_UNKNOWN = { visitorUnknown: true } as const;

/** True while rendering on the server, where there is no browser storage to read. */
export const renderingOnServer = () => typeof window === 'undefined';

export const isVisitorUnknown = (data: unknown): data is typeof VISITOR_UNKNOWN =>
  typeof data === 'object' && data !== null && 'visitorUnknown' in data;

/**
 * In a page whose loader may answer VISITOR_UNKNOWN: whether it did (the page shows its frame); if
 * so, the loader runs again in the browser as soon as the page has hydrated.
 */
export function useVisitorUnknown(): boolean {
  const unknown = isVisitorUnknown(useLoaderData());
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (unknown) void revalidate();
  }, [unknown, revalidate]);
  return unknown;
}

/**
 * In a page whose data the browser answers before hydrating (the cart, the dashboard:
 * app/hydration.ts): whether that data may show yet. False while hydrating, so the page draws the
 * state the server drew; deferred, because the store's switch is a render React must finish at
 * once, and drawing the filled page in it was one long task on a slow phone. Deferred, React draws
 * it in slices.
 */
export function useBrowserDataShown(): boolean {
  return useDeferredValue(useAuthState((a) => a.restored));
}
