/**
 * The same promise, marked as handled: a route loader returns promises un-awaited and the page
 * shows their failures where it renders them, so a failure that settles before the page has
 * rendered must not count as an unhandled rejection.
 */
export function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}
