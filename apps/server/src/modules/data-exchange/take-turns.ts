import { setImmediate as nextTurn } from 'node:timers/promises';

// A big import (100,000 rows) is read, checked and compared on the main thread, which also answers
// the shoppers: it works in slices of a few milliseconds and lets the event loop run between
// them, so a shopper's request waits at most one slice (decision 46).

const SLICE_MS = 4;

/** A function to call often (every row): it gives the event loop a turn once a slice has passed. */
export function turnTaker(sliceMs = SLICE_MS): () => Promise<void> | undefined {
  let sliceStart = performance.now();
  return () => {
    if (performance.now() - sliceStart < sliceMs) return undefined;
    return nextTurn().then(() => {
      sliceStart = performance.now();
    });
  };
}
