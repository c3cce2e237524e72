/**
 * The same promise, marked as handled. A route loader hands the page promises un-awaited, and
 * whoever renders one (`<Deferred>`) shows its failure; a failure that settles before the page
 * renders it, or one the page never renders (a tab never opened, a page left first), must not
 * count as an unhandled rejection.
 */
export function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
