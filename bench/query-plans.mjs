// EXPLAIN (ANALYZE) of the admin order search and list and of the review pages, exactly as the
// repositories send them, on a big shop (`npm run seed:big`). Prints Markdown for docs/query-plans.md.
//   node --import tsx bench/query-plans.mjs --url postgres://…/big      (PostgreSQL)
//   node --import tsx bench/query-plans.mjs --data-dir ./data-big       (PGlite; the shop stopped)
// It migrates the database first (the indexes are in the migrations).
import { parseArgs } from 'node:util';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { pgliteExtensions } from '../apps/server/src/db/pglite-extensions.ts';
import { findOrders } from '../apps/server/src/modules/orders/order-list.repository.ts';
import { countReviews, listReviews } from '../apps/server/src/modules/reviews/reviews.list.repository.ts';

const { values } = parseArgs({
  options: { url: { type: 'string' }, 'data-dir': { type: 'string' }, 'no-migrate': { type: 'boolean' } },
});
const handle = await openDatabase({ databaseUrl: values.url, dataDir: values['data-dir'] ?? null });
if (!values['no-migrate']) await handle.migrate();
await handle.close();

// A drizzle database of our own whose logger records each statement, then EXPLAINs it.
let recorded = [];
const logger = { logQuery: (query, params) => recorded.push({ query, params }) };
let db;
let explain;
let close;
if (values.url) {
  const pool = new pg.Pool({ connectionString: values.url, max: 4 });
  db = drizzlePg(pool, { schema, logger });
  explain = async (q, p) =>
    (await pool.query(`explain (analyze, buffers) ${q}`, p)).rows.map((r) => r['QUERY PLAN']);
  close = () => pool.end();
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(`${values['data-dir']}/pglite`, { extensions: pgliteExtensions });
  db = drizzlePglite(client, { schema, logger });
  explain = async (q, p) =>
    (await client.query(`explain (analyze) ${q}`, p)).rows.map((r) => r['QUERY PLAN']);
  close = () => client.close();
}
// PGlite has no autovacuum: without this its planner would guess from a table's first stats.
await db.execute('analyze');
const [{ code }] = await db
  .execute(
    // The product with the most reviews: its first page is the review list at its longest.
    'select p.product_id as code from reviews r join products p on p.id = r.product_id group by 1 order by count(*) desc limit 1',
  )
  .then((r) => r.rows);

const cases = [
  ['Admin order list, first page (paid and later, 50 a page)', () => findOrders(db, { limit: 50 })],
  ['Admin order list, page 101 (offset 5,000)', () => findOrders(db, { limit: 50, offset: 5000 })],
  ['Admin order list, status filter (shipped)', () => findOrders(db, { status: 'shipped', limit: 50 })],
  ['Admin order search by order number (GN-150000)', () => findOrders(db, { q: 'GN-150000', limit: 50 })],
  ['Admin order search by name text ("adeleke")', () => findOrders(db, { q: 'adeleke', limit: 50 })],
  [
    'Admin order search by name text, page 11 (offset 500)',
    () => findOrders(db, { q: 'adeleke', limit: 50, offset: 500 }),
  ],
  [
    'Admin order search by text with a status filter ("musa", delivered)',
    () => findOrders(db, { q: 'musa', status: 'delivered', limit: 50 }),
  ],
  ['Admin order search by product name ("lip gloss")', () => findOrders(db, { q: 'lip gloss', limit: 50 })],
  [
    'Admin order search by the start of an e-mail address ("temito", as the bench types it)',
    () => findOrders(db, { q: 'temito', limit: 50 }),
  ],
  [
    'Admin order search past its last page ("temito", offset 5,000)',
    () => findOrders(db, { q: 'temito', limit: 50, offset: 5000 }),
  ],
  [
    `A product's reviews, first page (${code}, 10 a page)`,
    () =>
      Promise.all([
        listReviews(db, { productCode: code, limit: 10 }),
        countReviews(db, { productCode: code }),
      ]),
  ],
  [
    'All reviews, page 51 (offset 1,000, 20 a page)',
    () => Promise.all([listReviews(db, { limit: 20, offset: 1000 }), countReviews(db)]),
  ],
  [
    'Reviews with one rating (2 stars), first page',
    () => Promise.all([listReviews(db, { rating: 2, limit: 20 }), countReviews(db, { rating: 2 })]),
  ],
];

console.log(`### ${values.url ? 'PostgreSQL' : 'PGlite'}\n`);
for (const [title, run] of cases) {
  await run(); // once to warm the caches (PGlite reads its files on first use)
  recorded = [];
  const started = performance.now();
  await run();
  const ms = performance.now() - started;
  console.log(
    `#### ${title}\n\nWhole call (second run): ${ms.toFixed(1)} ms, ${recorded.length} statements.\n`,
  );
  for (const { query, params } of recorded) {
    const plan = await explain(query, params);
    console.log(
      '```sql\n' + query + (params.length ? `\n-- params: ${JSON.stringify(params)}` : '') + '\n```\n',
    );
    console.log('```\n' + plan.join('\n') + '\n```\n');
  }
}
await close();
