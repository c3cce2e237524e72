// What a shopper did on a server-rendered page before the app took it over: kept by the page's
// inline starter (apps/server/src/modules/page-render/start-after-first-paint.js) and handed to
// the app here, once React listens, so a tap or a keystroke in the first moments is not lost.

export type EarlyEvent =
  | { type: 'click'; target: Element }
  | { type: 'submit'; target: Element }
  /** Add to Cart pressed on a product page, the product already in the stored cart by then. */
  | { type: 'added'; target: Element }
  /** A field's value and checked state when the shopper changed it. */
  | { type: 'input' | 'change'; target: Element; value?: string; checked?: boolean };

declare global {
  interface Window {
    __shopEarlyEvents?: { events: EarlyEvent[]; stop: () => void };
    /** A product page's Add to Cart before the app (apps/server/…/early-add-to-cart.js). */
    __shopEarlyAdd?: (item: string) => boolean;
  }
}

/**
 * Ends adding to the stored cart before the app: called before the app's store reads that cart, so
 * a later press is kept and replayed (the store would otherwise overwrite what it added).
 */
export function stopEarlyAdds() {
  delete window.__shopEarlyAdd;
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
