import { yieldToMain } from '../lib/yield-to-main';

// A page the server rendered has its route's code evaluated before it hydrates. Evaluated by one
// import of the route's module, every chunk it needs ran in one task: the account and order pages
// build their forms' and answers' schemas as their modules are evaluated, about 100 ms on a slow
// phone, a task that held the page after its first paint. The server lists the page's chunks each
// after those it imports (the order the browser evaluates them in; page-preloads.ts); evaluated
// one by one in that order, each runs in a task of its own.

/** Past this, the chunks evaluated since the last pause have held the main thread long enough. */
const SLICE_MS = 3;

/** The app's chunks the page lists for its starter (app-start.ts), each after those it imports. */
function listedChunks(): string[] {
  const text = document.getElementById('app-scripts')?.textContent;
  if (!text) return [];
  try {
    const { preloads } = JSON.parse(text) as { preloads?: unknown };
    return Array.isArray(preloads) ? preloads.filter((file): file is string => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Evaluates the page's listed chunks in order, pausing for the browser after any that took a few
 * milliseconds; those the entry has evaluated already take none. A chunk that fails to load ends
 * it: the route's own import then meets the failure and shows it as it always has.
 */
export async function evaluateListedChunks(): Promise<void> {
  let since = performance.now();
  for (const file of listedChunks()) {
    try {
      await import(/* @vite-ignore */ file);
    } catch {
      return;
    }
    if (performance.now() - since > SLICE_MS) {
      await yieldToMain();
      since = performance.now();
    }
  }
}
