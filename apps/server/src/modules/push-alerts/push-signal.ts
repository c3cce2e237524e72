// In-process wake-up for the push worker, as the mail outbox has: a commit that queued a push
// calls `pushQueued`, so a phone hears of a sale at once rather than at the next poll.
const listeners = new Set<() => void>();

export function pushQueued(): void {
  for (const listener of listeners) listener();
}

/** Answers a function that stops listening. */
export function onPushQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
