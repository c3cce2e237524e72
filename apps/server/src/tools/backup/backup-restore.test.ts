import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { backupFileName } from '../../modules/backups/backup-format.ts';
import { listenForBackupRequests } from '../../modules/backups/backup-requests.ts';
import { latestSlot } from '../../modules/backups/backup-schedule.ts';
import { readBackupStatus } from '../../modules/backups/backup-runs.repository.ts';
import { makeBackup, pruneBackups } from '../../modules/backups/make-backup.ts';
import { buildTestApp, testConfig } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { paidGuestOrder } from '../../testing/order-helpers.ts';
import { OVERVIEW_TOTALS } from '../../modules/overview/rebuild-overview-totals.ts';
import { seedDemoCatalogue } from '../demo-seed/seed-demo.ts';
import { askRunningShop } from './ask-running-shop.ts';
import { RestoreRefusedError, restoreBackup } from './restore-backup.ts';

const serverUrl = process.env.SHOP_TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const run = promisify(execFile);

/** Rows of a table as the database prints them, in key order: equal text means equal rows. */
const tableText = async (db: DatabaseHandle['db'], table: string, orderBy: string) =>
  (
    await sqlRows<{ rows: string | null }>(
      db,
      // The order page's token is replaced in a backup (decision 41): every other field is equal.
      sql.raw(
        `select json_agg(to_jsonb(t) - 'view_token' order by ${orderBy})::text as rows from "${table}" t`,
      ),
    )
  )[0]!.rows;

/** Group and world bits of `path` and everything under it: none, in the shop's own folders. */
function openToOthers(path: string): string[] {
  const stat = lstatSync(path);
  const own = stat.mode & 0o077 ? [`${path} ${(stat.mode & 0o777).toString(8)}`] : [];
  if (!stat.isDirectory()) return own;
  return [...own, ...readdirSync(path).flatMap((name) => openToOthers(join(path, name)))];
}

const onServer = async (query: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(query);
  await client.end();
};

describe('npm run db:backup and db:restore', () => {
  const work = mkdtempSync(join(tmpdir(), 'shop-backup-'));
  const shopper = {
    username: 'amaka_backs_up',
    email: 'amaka.backup@example.ng',
    password: 'safe and sound 2026',
  };
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let token = '';
  let orderNumber = '';
  let file = '';
  const restoredDir = join(work, 'restored-data');
  const restoredName = `shop_restore_${randomBytes(6).toString('hex')}`;
  const restoredUrl = serverUrl
    ? Object.assign(new URL(serverUrl), { pathname: `/${restoredName}` }).toString()
    : undefined;
  let restored: DatabaseHandle | undefined;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let customer: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoCatalogue(t.db);
    admin = await createUser(t.db, { role: 'admin' });
    customer = await createUser(t.db);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...shopper, first_name: 'Amaka', last_name: 'Obi' },
    });
    token = registered.json<{ token: string }>().token;
    ({
      order: { orderNumber },
    } = await paidGuestOrder(t, shopper.email, { authorization: `Bearer ${token}` }));
    if (serverUrl) await onServer(`create database ${restoredName}`);
  }, 120_000);

  afterAll(async () => {
    await restored?.close();
    if (serverUrl) await onServer(`drop database if exists ${restoredName} with (force)`);
  });

  it('writes one file with a manifest of every table, its counts and the migration level, and records the run', async () => {
    file = join(work, 'backups', backupFileName(new Date()));
    const made = await makeBackup({ db: t.db, engine: t.engine, file, kind: 'manual' });
    expect(made!.bytes).toBeGreaterThan(1000);
    const rows = Object.fromEntries(made!.manifest.tables.map((x) => [x.name, x.rows]));
    expect(rows).toMatchObject({ users: 3, sessions: 3, orders: 1 });
    expect(rows.products).toBeGreaterThanOrEqual(52);
    expect(rows.images).toBeGreaterThanOrEqual(52);
    expect(made!.manifest.migration.tag).toMatch(/^\d{4}_/);
    expect(readdirSync(join(work, 'backups'))).toEqual([file.split('/').at(-1)]);
    // Customers' data: the folder made for it and the file are the shop user's alone.
    expect(openToOthers(join(work, 'backups'))).toEqual([]);
    const status = await readBackupStatus(t.db);
    expect(status.lastFailed).toBe(false);
    expect(status.lastSucceededAt).not.toBeNull();
    // The admin overview reads the same; a customer may not.
    const seen = await t.app.inject({ url: '/api/admin/backups', headers: admin.auth });
    expect(seen.json()).toEqual(status);
    expect((await t.app.inject({ url: '/api/admin/backups', headers: customer.auth })).statusCode).toBe(403);
  }, 60_000);

  it('restores into an empty target: the same rows, pictures, orders and sessions, and the shop runs on it', async () => {
    const manifest = await restoreBackup({ file, databaseUrl: restoredUrl, dataDir: restoredDir });
    // A new PGlite folder's files are the shop user's alone too (PGlite writes them 0666).
    if (!restoredUrl) expect(openToOthers(restoredDir)).toEqual([]);
    restored = await openDatabase(
      restoredUrl ? { databaseUrl: restoredUrl, dataDir: null } : { dataDir: restoredDir },
    );
    for (const { name, rows } of manifest.tables) {
      // The overview's totals are made afresh from the orders, not copied (restore-checks.test.ts).
      if ((OVERVIEW_TOTALS as readonly string[]).includes(name)) continue;
      const [count] = await sqlRows<{ n: number }>(
        restored.db,
        sql.raw(`select count(*)::int as n from "${name}"`),
      );
      expect(count!.n, name).toBe(rows);
    }
    for (const [table, key] of [
      ['products', 'id'],
      ['orders', 'id'],
      ['order_items', 'id'],
      ['users', 'id'],
      ['sessions', 'token_hash'],
    ] as const) {
      expect(await tableText(restored.db, table, key), table).toBe(await tableText(t.db, table, key));
    }

    const app = await buildApp({ config: testConfig(), db: restored.db });
    try {
      const auth = { authorization: `Bearer ${token}` };
      expect((await app.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(200);
      const { products } = (await app.inject({ url: '/api/product/products' })).json<{
        products: { image: string | null }[];
      }>();
      // A demo product's picture (the checkout helper's own product has none stored).
      const image = products.map((p) => p.image).find(Boolean)!;
      const [before, after] = await Promise.all([
        t.app.inject({ url: `/api/images/${image}` }),
        app.inject({ url: `/api/images/${image}` }),
      ]);
      expect(before.statusCode).toBe(200);
      expect(after.statusCode).toBe(200);
      expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
      // A new order continues the numbering after the restored ones.
      const next = await paidGuestOrder({ ...t, app, db: restored.db }, 'next.after.restore@example.ng');
      expect(next.order.orderNumber).not.toBe(orderNumber);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('refuses a target that is not empty, with a message and nothing changed', async () => {
    await restored?.close();
    restored = undefined;
    const again = restoreBackup({ file, databaseUrl: restoredUrl, dataDir: restoredDir });
    await expect(again).rejects.toThrow(RestoreRefusedError);
    await expect(restoreBackup({ file, databaseUrl: restoredUrl, dataDir: restoredDir })).rejects.toThrow(
      /not empty|already holds a shop/,
    );
  }, 60_000);

  it('refuses a file that is not a backup', async () => {
    const bogus = join(work, 'not-a-backup.gz');
    writeFileSync(bogus, 'hello');
    await expect(restoreBackup({ file: bogus, dataDir: join(work, 'unused') })).rejects.toThrow(
      /not a whole backup|not a Glow Naija backup/,
    );
  });

  it('leaves the target empty when a restore breaks half-way, so the same restore can run again', async () => {
    // A backup cut short (a copy that stopped mid-way): its manifest reads, its rows run out.
    const whole = readFileSync(file);
    const cut = join(work, 'cut-short.backup.gz');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const retryName = `shop_retry_${randomBytes(6).toString('hex')}`;
    const retryUrl = serverUrl
      ? Object.assign(new URL(serverUrl), { pathname: `/${retryName}` }).toString()
      : undefined;
    const retryDir = join(work, 'retry-data');
    if (serverUrl) await onServer(`create database ${retryName}`);
    let target: DatabaseHandle | undefined;
    try {
      const lines: string[] = [];
      await expect(
        restoreBackup({
          file: cut,
          databaseUrl: retryUrl,
          dataDir: retryDir,
          onProgress: (l) => lines.push(l),
        }),
      ).rejects.toThrow(/not a whole backup/);
      // The whole file is read before the target is touched (decision 41): not even the schema.
      expect(lines).toEqual([]);
      if (retryUrl) {
        const client = new pg.Client({ connectionString: retryUrl });
        await client.connect();
        const left = await client.query(
          `select (select count(*)::int from information_schema.tables where table_schema = 'public') as tables,
                  to_regnamespace('drizzle')::text as drizzle`,
        );
        await client.end();
        expect(left.rows[0]).toEqual({ tables: 0, drizzle: null });
      }

      const manifest = await restoreBackup({ file, databaseUrl: retryUrl, dataDir: retryDir });
      target = await openDatabase(
        retryUrl ? { databaseUrl: retryUrl, dataDir: null } : { dataDir: retryDir },
      );
      const [orders] = await sqlRows<{ n: number }>(target.db, sql`select count(*)::int as n from orders`);
      expect(orders!.n).toBe(manifest.tables.find((x) => x.name === 'orders')!.rows);
      expect(await tableText(target.db, 'users', 'id')).toBe(await tableText(t.db, 'users', 'id'));
    } finally {
      await target?.close();
      if (serverUrl) await onServer(`drop database if exists ${retryName} with (force)`);
    }
  }, 120_000);

  it('makes a scheduled slot once, however many processes try it', async () => {
    const slot = latestSlot(new Date('2026-11-24T10:00:00Z'), '03:00');
    expect(slot.toISOString()).toBe('2026-11-24T02:00:00.000Z');
    const dir = join(work, 'scheduled');
    const tries = await Promise.all(
      [1, 2].map((n) =>
        makeBackup({
          db: t.db,
          engine: t.engine,
          file: join(dir, `try-${n}.backup.gz`),
          kind: 'scheduled',
          slot,
        }),
      ),
    );
    expect(tries.filter((x) => x !== null)).toHaveLength(1);
    expect(readdirSync(dir)).toHaveLength(1);
  }, 60_000);

  it('keeps the newest BACKUP_KEEP of its own backups and leaves other files alone', () => {
    const dir = join(work, 'prune');
    mkdirSync(dir);
    const names = [1, 2, 3, 4].map((d) => backupFileName(new Date(Date.UTC(2026, 10, d, 2))));
    for (const name of [...names, 'notes.txt']) writeFileSync(join(dir, name), '');
    pruneBackups(dir, 2);
    expect(readdirSync(dir).sort()).toEqual([...names.slice(2), 'notes.txt'].sort());
  });

  it.skipIf(serverUrl)(
    'a running shop makes the backup the command asks for (PGlite holds the folder)',
    async () => {
      const backupsDir = join(work, 'asked');
      const stop = listenForBackupRequests({ db: t.db, engine: t.engine, backupsDir, log: t.app.log });
      try {
        const target = join(backupsDir, 'asked.backup.gz');
        const answer = await askRunningShop({ pid: process.pid, backupsDir, file: target });
        expect(answer).toMatchObject({ ok: true, file: target });
        expect(existsSync(target)).toBe(true);
      } finally {
        stop();
      }
    },
    60_000,
  );

  it.skipIf(serverUrl)(
    'npm run db:restore exits with an error and says why when the folder holds a shop',
    async () => {
      const cli = new URL('./restore-cli.ts', import.meta.url).pathname;
      const failure = await run(process.execPath, ['--import', 'tsx', cli, file, '--data-dir', restoredDir], {
        env: { ...process.env, DATABASE_URL: '' },
      }).catch((error: { code: number; stderr: string }) => error);
      expect(failure).toMatchObject({ code: 1 });
      expect((failure as { stderr: string }).stderr).toMatch(/already holds a shop/);
    },
    60_000,
  );
});
