// In-process wake-up for the order-message worker, as outbox-signal.ts is for mail.
const listeners = new Set<() => void>();

export function orderMessageQueued(): void {
  for (const listener of listeners) listener();
}

/** Answers a function that stops listening. */
export function onOrderMessageQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
