import { sql } from 'drizzle-orm';
import { openDatabase } from './db/client.ts';
import * as r from './modules/overview/overview.repository.ts';
import { sqlRows } from './db/sql-rows.ts';
const d = await openDatabase({ dataDir: process.env.DATA_DIR ?? null, databaseUrl: process.env.DATABASE_URL });
await d.migrate();
const fns = { daily: () => r.dailySales(d.db), statuses: () => r.ordersByStatus(d.db), best: () => r.bestSellers(d.db, 5), reviews: () => r.newestReviews(d.db, 5) };
for (const [name, fn] of Object.entries(fns)) {
  await fn();
  const t = performance.now();
  for (let i = 0; i < 5; i++) await fn();
  console.log(name, ((performance.now() - t) / 5).toFixed(1), 'ms');
}
if (process.env.EXPLAIN) {
  for (const q of [
    sql.raw(`explain analyze select (coalesce(o.paid_at, o.created_at) at time zone 'Africa/Lagos')::date as day, sum(o.amount_kobo), count(*) from orders o where o.status in ('paid', 'processing', 'shipped', 'delivered') and coalesce(o.paid_at, o.created_at) >= now() - interval '30 days' group by 1`),
    sql.raw(`explain analyze select status, count(*) from orders group by status`),
    sql.raw(`explain analyze select i.product_id, sum(i.quantity) from orders o join order_items i on i.order_id = o.id where o.status in ('paid', 'processing', 'shipped', 'delivered') and coalesce(o.paid_at, o.created_at) >= now() - interval '30 days' group by 1`),
  ])
    console.log((await sqlRows<Record<string, string>>(d.db, q)).map((x) => Object.values(x)[0]).join('\n'));
}
await d.close();
