import { useDeferredValue, useEffect, useSyncExternalStore } from 'react';
import { afterNextPaint } from '../after-next-paint';
import { yieldToMain } from '../yield-to-main';

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

/** A promise's outcome as React reads it: whether it has settled, and when it does. */
export type Settling = { settled: boolean; subscribe: (changed: () => void) => () => void };

function settling(promise: Promise<unknown>): Settling {
  const state: Settling = {
    settled: false,
    subscribe: (changed) => {
      let listening = true;
      const heard = () => listening && changed();
      void promise.then(heard, heard);
      return () => {
        listening = false;
      };
    },
  };
  // Registered first, so the flag is set before any subscriber hears of it.
  const settle = () => {
    state.settled = true;
  };
  void promise.then(settle, settle);
  return state;
}

/**
 * Whether the promise has settled; the part re-renders when it has. Deferred: a change read with
 * useSyncExternalStore is drawn at once; deferred, React draws it in slices.
 */
export function useSettled(state: Settling): boolean {
  const now = useSyncExternalStore(
    state.subscribe,
    () => state.settled,
    () => false,
  );
  return useDeferredValue(now);
}

/**
 * The code of a part drawn after the lines (`load`, a lazy component's import), asked for in a task
 * of its own once it is wanted (`want`: a cart with items; an empty one never needs it) and the
 * lines are shown; `useSettled` tells when it is in (or failed, for the lazy component to try again
 * and show its error). Asked for while React drew the part, the code's module preloads (about
 * twenty) were added inside that render, a long task on a slow phone.
 */
export function codeAfterCartLinesShown(load: () => Promise<unknown>): Settling & { want: () => void } {
  let want: () => void = () => undefined;
  const wanted = new Promise<void>((resolve) => {
    want = resolve;
  });
  const code = settling(
    wanted
      .then(() => shown)
      .then(yieldToMain)
      .then(load),
  );
  return Object.assign(code, { want });
}
