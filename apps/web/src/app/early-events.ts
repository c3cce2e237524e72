// What a shopper did on a server-rendered page before the app took it over: kept by the page's
// inline starter (apps/server/src/modules/page-render/start-after-first-paint.js) and handed to
// the app here, once React listens, so a tap or a keystroke in the first moments is not lost.

export type EarlyEvent =
  | { type: 'click'; target: Element }
  | { type: 'submit'; target: Element }
  /** A field's value and checked state when the shopper changed it. */
  | { type: 'input' | 'change'; target: Element; value?: string; checked?: boolean };

declare global {
  interface Window {
    __shopEarlyEvents?: { events: EarlyEvent[]; stop: () => void };
  }
}

/**
 * Stops keeping events, and lets the page's load event fire: called as soon as React listens
 * (right after `hydrateRoot`), from when React handles events itself, hydrating at once the part
 * of the page an event lands on.
 */
export function stopKeepingEarlyEvents() {
  window.__shopEarlyEvents?.stop();
}

/**
 * Once the page has hydrated: replays the kept events, if the shopper did anything before the app
 * ran (the replaying code loads only then).
 */
export function replayEarlyEvents() {
  const early = window.__shopEarlyEvents;
  if (!early) return;
  delete window.__shopEarlyEvents;
  early.stop();
  if (early.events.length === 0) return;
  void import('./early-events-replay').then(({ replay }) => replay(early.events));
}
