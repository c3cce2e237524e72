/**
 * Marks a promise that a loader hands to the page as handled: a tab that is never opened never
 * renders it, and its failure must not surface as an uncaught rejection. Whoever renders it
 * (`<Deferred>`) still sees the failure.
 */
export function later<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
