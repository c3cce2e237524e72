import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app.ts';

const onPostgres = process.env.SHOP_TEST_ENGINE === 'postgres';

describe.skipIf(!onPostgres)('a PostgreSQL server dropping connections', () => {
  it('does not stop the shop: the next request gets a fresh connection', async () => {
    const t = await buildTestApp();
    // Several pooled connections, then idle.
    await Promise.all(Array.from({ length: 5 }, () => t.db.execute(sql`select pg_sleep(0.05)`)));
    // What a restart or failover does to idle pooled connections.
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
