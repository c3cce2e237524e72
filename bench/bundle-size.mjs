// Budget: what a shopper's phone downloads before the first page can render.
// Reads the built index.html, follows its entry script, stylesheet and modulepreload links, and
// sums their gzip sizes. Run after `npm run build`: `node bench/bundle-size.mjs`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const BUDGET_JS_KB = 140; // ARCHITECTURE.md: first-page budget
const BUDGET_CSS_KB = 20;

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const kb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;

let js = 0;
let css = 0;
for (const ref of new Set(refs)) {
  const size = kb(ref);
  if (ref.endsWith('.js')) js += size;
  else css += size;
  console.log(`${ref.padEnd(48)} ${size.toFixed(1)} kB gzip`);
}
console.log(`first-page JS  ${js.toFixed(1)} kB gzip (budget ${BUDGET_JS_KB})`);
console.log(`first-page CSS ${css.toFixed(1)} kB gzip (budget ${BUDGET_CSS_KB})`);

// Code that must not be in the first bundle: it belongs to routes that load it on demand.
const entry = refs
  .filter((r) => r.endsWith('.js'))
  .map((r) => readFileSync(join(dist, r), 'utf8'))
  .join('\n');
const leaks = ['ZodError', 'PaystackPop', 'resumeTransaction'].filter((s) => entry.includes(s));
if (leaks.length) console.log(`first bundle contains code of lazy routes: ${leaks.join(', ')}`);

if (js > BUDGET_JS_KB || css > BUDGET_CSS_KB || leaks.length) {
  console.error('over budget');
  process.exit(1);
}
