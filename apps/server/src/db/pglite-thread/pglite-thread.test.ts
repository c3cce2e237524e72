import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../client.ts';
import { sqlRows } from '../sql-rows.ts';
import { upkeepRound } from './pglite-upkeep.mjs';

// The embedded database on its own thread behaves as PGlite does in-process (transactions,
// errors, one statement at a time) while the main thread stays free. PGlite only: on PostgreSQL
// the statements already run in another process.
const onPglite = process.env.SHOP_TEST_ENGINE !== 'postgres';
const folder = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
const handle = onPglite ? await openDatabase({ dataDir: folder }) : undefined;
afterAll(async () => {
  await handle?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe.runIf(onPglite)('PGlite on a worker thread', () => {
  // Collected on PostgreSQL too (then skipped), when there is no handle.
  const db = handle ? handle.db : (undefined as never);
  const count = async () =>
    (await sqlRows<{ n: number }>(db, sql`select count(*)::int as n from notes`))[0]!.n;

  it('commits a transaction, rolls one back on an error, and keeps savepoints apart', async () => {
    await db.execute(sql`create table notes (id int primary key, at timestamptz default now())`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id) values (1)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into notes (id) values (2)`);
          throw new Error('undo the savepoint only');
        })
        .catch(() => undefined);
    });
    expect(await count()).toBe(1);
    const failed = db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id) values (3)`);
      await tx.execute(sql`insert into notes (id) values (1)`);
    });
    // PostgreSQL's error fields cross the thread: the unique violation is recognisable.
    await expect(failed).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await count()).toBe(1);
    const [row] = await sqlRows<{ at: string }>(db, sql`select at from notes`);
    expect(typeof row!.at).toBe('string');
  });

  it('lets a statement from outside wait until an open transaction ends', async () => {
    let outsideSaw: number | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id) values (10)`);
      void count().then((n) => (outsideSaw = n));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(outsideSaw).toBeUndefined();
      await tx.execute(sql`insert into notes (id) values (11)`);
    });
    await expect.poll(() => outsideSaw).toBe(3);
  });

  it('sends a transaction’s BEGIN with its first statement, also when its first statements go together', async () => {
    // Every message there and back holds the one connection while the main thread is busy
    // (bench/README.md, "Where a flash sale's time goes"): two statements and the COMMIT are three.
    const sent = vi.spyOn(Worker.prototype, 'postMessage');
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (id) values (20)`);
        await tx.execute(sql`insert into notes (id) values (21)`);
      });
      expect(sent).toHaveBeenCalledTimes(3);
    } finally {
      sent.mockRestore();
    }
    // Sent at once, the second statement waits for the BEGIN that came with the first.
    await db.transaction(async (tx) => {
      await Promise.all([
        tx.execute(sql`insert into notes (id) values (22)`),
        tx.execute(sql`insert into notes (id) values (23)`),
      ]);
    });
    // A transaction that sent nothing opened nothing; one whose first statement fails is undone.
    await db.transaction(async () => undefined);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (id) values (20)`);
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await count()).toBe(7);
  });

  it('keeps the main thread free while a long statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    await db.execute(sql`select count(*) from generate_series(1, 3000000)`);
    const took = performance.now() - started;
    clearInterval(timer);
    expect(took).toBeGreaterThan(100);
    // In-process, not one tick would have run until the statement ended.
    expect(ticks).toBeGreaterThan(took / 10 / 4);
  });

  it('gives tables statistics and reclaims dead rows, as autovacuum would', async () => {
    // One upkeep round, run here on an in-process PGlite (the thread runs the same function).
    const { PGlite } = await import('@electric-sql/pglite');
    const local = new PGlite();
    const stats = `select reltuples::int as n from pg_class where relname = 't'`;
    await local.exec('create table t (n int); insert into t select generate_series(1, 1000)');
    expect((await local.query<{ n: number }>(stats)).rows[0]!.n).toBe(-1);
    expect(await upkeepRound(local)).toContain('analyze public.t');
    expect((await local.query<{ n: number }>(stats)).rows[0]!.n).toBe(1000);
    await local.exec('delete from t where n > 100');
    // PostgreSQL publishes its row counts at most once a second; this test does not wait for it.
    await local.exec('select pg_stat_force_next_flush()');
    await local.exec('select 1');
    expect(await upkeepRound(local)).toContain('vacuum public.t');
    expect(await upkeepRound(local)).toEqual([]);
    await local.close();
  });
});
