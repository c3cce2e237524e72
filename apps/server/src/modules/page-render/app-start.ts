import { readFileSync } from 'node:fs';
import { scriptJson } from '../seo/escape.ts';
import { earlyAddScript } from './early-add-script.ts';

// How a server-rendered page starts the app: not from the head, where its scripts would download
// beside the page's first screen, but from a small inline script that adds them once the page has
// been painted and keeps what the shopper does until then (start-after-first-paint.js).

const SCRIPT_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>/g;

const bootstrap = readFileSync(new URL('./start-after-first-paint.js', import.meta.url), 'utf8')
  .replace(/^\s*\/\/.*$/gm, '')
  .replace(/\n\s*\n/g, '\n')
  .trim();

/** The head's app scripts (the entry and its modulepreloads) and the head without them. */
export function appScriptsOf(head: string) {
  const entry = SCRIPT_TAG.exec(head)?.[1];
  const preloads = [...head.matchAll(PRELOAD_TAG)].map((m) => m[1]!);
  return { entry, preloads, headWithout: head.replace(SCRIPT_TAG, '').replace(PRELOAD_TAG, '') };
}

/**
 * The tags that start the app on a rendered page: the scripts to add (the entry's, then the
 * route's chunks), the API answers to fetch beside them (`fetches`: the data the page left out)
 * and the inline starter with the response's nonce; `earlyAdd` (product pages): with the script
 * that lets Add to Cart add before the app has started.
 */
export function appStartTags(
  scripts: { entry: string; preloads: string[] },
  routeFiles: readonly string[],
  nonce: string,
  { earlyAdd = false, fetches = [] }: { earlyAdd?: boolean; fetches?: readonly string[] } = {},
): string {
  const list = scriptJson({
    entry: scripts.entry,
    preloads: [...scripts.preloads, ...routeFiles],
    fetches,
  });
  return (
    `<script id="app-scripts" type="application/json">${list}</script>\n    ` +
    (earlyAdd ? `<script nonce="${nonce}">${earlyAddScript}</script>\n    ` : '') +
    `<script nonce="${nonce}">${bootstrap}</script>`
  );
}
