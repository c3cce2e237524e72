// In-process wake-ups for outbox workers: a commit that recorded mail calls `mailQueued`, so the
// demo's mail (and a shopper's reset code) goes out at once instead of at the next poll. Workers
// in other processes find the message at their next poll.
const listeners = new Set<() => void>();

export function mailQueued(): void {
  for (const listener of listeners) listener();
}

/** Answers a function that stops listening. */
export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
