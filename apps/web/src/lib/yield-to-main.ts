/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer a tap in
 * between: a phone's main thread is not held for the whole of a start-up.
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
