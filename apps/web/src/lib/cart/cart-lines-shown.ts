import { useDeferredValue, useEffect, useSyncExternalStore } from 'react';
import { afterNextPaint } from '../after-next-paint';

// The cart page's largest content is its lines, drawn in the browser (the cart lives in this
// browser's storage; the server draws a loading state). What else the page wants, the lines'
// stock, the signed-in shopper's address book and the checkout form's code, starts once the lines
// are on screen, not beside them: on a slow phone those requests and their parsing came before
// the lines' paint and made it late (bench/README.md, "The cart's largest paint").

let shownOnce = false;
let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Resolves once the cart's lines have been on screen, at once after the first time. */
export const cartLinesShown = (): Promise<void> => shown;

/** Called by the lines as they mount: marks them shown once the browser has drawn them. */
export function useMarkCartLinesShown() {
  useEffect(() => {
    if (shownOnce) return;
    return afterNextPaint(() => {
      shownOnce = true;
      markShown();
    });
  }, []);
}

const subscribe = (changed: () => void) => {
  let listening = true;
  void shown.then(() => listening && changed());
  return () => {
    listening = false;
  };
};

/**
 * Whether the cart's lines have been on screen; the part re-renders when they are. Deferred: a
 * change read with useSyncExternalStore is drawn at once, and what shows after the lines (the
 * checkout form) was then one long task on a slow phone; deferred, React draws it in slices.
 */
export function useCartLinesShown(): boolean {
  const shownNow = useSyncExternalStore(
    subscribe,
    () => shownOnce,
    () => false,
  );
  return useDeferredValue(shownNow);
}
