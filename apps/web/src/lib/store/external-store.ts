// A value React components read with useSyncExternalStore: what the cart and the session need of a
// state library (a value, its changes, who listens), in a few lines instead of ~12 kB of Redux on
// every first page (decision 63).

export type ExternalStore<S> = {
  get: () => S;
  /** Replaces the value; listeners hear of it only when it is another value. */
  set: (next: S) => void;
  /** Returns the function that stops listening. */
  subscribe: (listener: () => void) => () => void;
};

export function createExternalStore<S>(initial: S): ExternalStore<S> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
