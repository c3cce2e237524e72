import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import type { BackupBatch, BackupManifest } from '../../modules/backups/backup-format.ts';
import { makeBackup } from '../../modules/backups/make-backup.ts';
import { buildTestApp, testConfig } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { latestMailTo, paidGuestOrder } from '../../testing/order-helpers.ts';
import { readLink, signLink } from '../../modules/mail/mail-link-tokens.ts';
import { seedDemoCatalogue } from '../demo-seed/seed-demo.ts';
import { restoreBackup } from './restore-backup.ts';

const serverUrl = process.env.SHOP_TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

async function onServer<T extends pg.QueryResultRow>(query: string, url = serverUrl): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(query)).rows;
  } finally {
    await client.end();
  }
}

/** A copy of a backup, changed as a thief with the file could change it. */
function tampered(
  file: string,
  change: (manifest: BackupManifest, batches: BackupBatch[]) => void,
  out: string,
): string {
  const [first, ...rest] = gunzipSync(readFileSync(file)).toString().split('\n').filter(Boolean);
  const manifest = JSON.parse(first!) as BackupManifest;
  const batches = rest.map((line) => JSON.parse(line) as BackupBatch);
  change(manifest, batches);
  writeFileSync(out, gzipSync([manifest, ...batches].map((x) => JSON.stringify(x)).join('\n') + '\n'));
  return out;
}

const rowsOf = (batches: BackupBatch[], table: string) =>
  batches.filter((b) => b.table === table).flatMap((b) => b.rows as Record<string, unknown>[]);

describe('db:restore writes only the shop’s own tables, and its totals once', () => {
  const work = mkdtempSync(join(tmpdir(), 'shop-restore-checks-'));
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let file = '';
  const orders: Awaited<ReturnType<typeof paidGuestOrder>>[] = [];
  let resetMail = '';
  let signed = '';

  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoCatalogue(t.db);
    await createUser(t.db, { role: 'owner' });
    admin = await createUser(t.db, { role: 'admin' });
    for (const n of [1, 2, 3]) orders.push(await paidGuestOrder(t, `buyer${n}.restore@example.ng`));
    // Live secrets a thief with the file would want: a reset code in a mail, the mail-link key.
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot', payload: { email: admin.user.email } });
    resetMail = await latestMailTo(t, admin.user.email);
    signed = await signLink(t.db, 'unsubscribe', admin.user.email);
    await t.db
      .execute(sql`insert into audit_log (actor_id, actor_name, actor_email, kind, subject_type, subject_id, summary)
      values (${admin.user.id}, 'Ada Obi', ${admin.user.email}, 'product.updated', 'product', 'p1', 'Price of Shea Butter set to ₦4,500')`);
    file = join(work, 'genuine.backup.gz');
    await makeBackup({ db: t.db, engine: t.engine, file, kind: 'manual' });
  }, 120_000);

  afterAll(async () => {
    await t?.app.close();
  });

  /** A fresh empty target: a new PostgreSQL database, or a new data folder. */
  async function emptyTarget() {
    const name = `shop_tamper_${randomBytes(6).toString('hex')}`;
    if (!serverUrl) return { dataDir: join(work, name), databaseUrl: undefined, drop: async () => {} };
    await onServer(`create database ${name}`);
    const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
    return {
      dataDir: join(work, name),
      databaseUrl,
      drop: () => onServer(`drop database if exists ${name} with (force)`).then(() => {}),
    };
  }

  const roles = async () =>
    serverUrl ? (await onServer<{ n: number }>('select count(*)::int as n from pg_roles'))[0]!.n : 0;

  const cases: [string, (m: BackupManifest, b: BackupBatch[]) => void, RegExp][] = [
    [
      'a system catalogue (pg_authid, the cluster’s roles)',
      (m) => m.tables.push({ name: 'pg_authid', rows: 0 }),
      /"pg_authid", which is not one of the shop's own/,
    ],
    [
      'a table of another schema',
      (m) => m.tables.push({ name: 'drizzle.__drizzle_migrations', rows: 0 }),
      /"drizzle.__drizzle_migrations", which is not one of the shop's own/,
    ],
    [
      'a sequence of another schema',
      (m) => m.sequences.push({ schema: 'pg_catalog', name: 'anything', last: '1' }),
      /"pg_catalog"."anything", outside the shop's schema/,
    ],
    [
      'an unknown table',
      (m, b) => {
        m.tables.push({ name: 'wallets', rows: 1 });
        b.push({ table: 'wallets', rows: [{ id: 1 }] });
      },
      /"wallets", which is not one of the shop's own/,
    ],
    [
      'an unknown column',
      (_m, b) => {
        rowsOf(b, 'users')[0]!.is_superuser = true;
      },
      /"users" have the column "is_superuser"/,
    ],
    [
      'a table named twice',
      (m) => m.tables.push({ name: 'orders', rows: m.tables.find((x) => x.name === 'orders')!.rows }),
      /"orders" twice/,
    ],
    [
      'a second owner',
      (_m, b) => {
        rowsOf(b, 'users').find((u) => u.role === 'admin')!.role = 'owner';
      },
      /2 users with the owner's role/,
    ],
    [
      'a count that does not match the rows',
      (m, b) => {
        const orders = b.find((x) => x.table === 'orders')!;
        orders.rows = orders.rows.slice(1);
        void m;
      },
      /"orders" \(3 in the manifest, 2 in the file\)/,
    ],
    [
      'rewritten audit rows',
      (_m, b) => {
        rowsOf(b, 'audit_log')[0]!.summary = 'Nothing happened';
      },
      /audit log.*row 1/,
    ],
  ];

  it.each(cases)(
    'refuses %s, naming it, and leaves the cluster and the target untouched',
    async (_what, change, message) => {
      const bad = tampered(file, change, join(work, `bad-${randomBytes(4).toString('hex')}.backup.gz`));
      const target = await emptyTarget();
      const rolesBefore = await roles();
      try {
        await expect(
          restoreBackup({ file: bad, databaseUrl: target.databaseUrl, dataDir: target.dataDir }),
        ).rejects.toThrow(message);
        if (target.databaseUrl) {
          expect(await roles()).toBe(rolesBefore);
          const [left] = await onServer<{ tables: number; schemas: number }>(
            `select (select count(*)::int from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')) as tables,
                  (select count(*)::int from pg_namespace where nspname = 'drizzle') as schemas`,
            target.databaseUrl,
          );
          expect(left).toEqual({ tables: 0, schemas: 0 });
        } else {
          expect(existsSync(join(target.dataDir, 'pglite'))).toBe(false);
        }
      } finally {
        await target.drop();
      }
    },
    60_000,
  );

  it('gives the same overview, order count and best sellers after the restore as before the backup', async () => {
    const read = async (app: typeof t.app) => {
      const overview = (await app.inject({ url: '/api/admin/overview', headers: admin.auth })).json<{
        bestSellers: { productId: string; units: number }[];
      }>();
      // Products that sold alike come in either order (the overview ranks by units and revenue).
      overview.bestSellers.sort((a, b) => b.units - a.units || a.productId.localeCompare(b.productId));
      const list = (await app.inject({ url: '/api/order/orders', headers: admin.auth })).json<{
        data: unknown[];
        total: number;
      }>();
      return { overview, listed: list.data.length, total: list.total };
    };
    const before = await read(t.app);
    expect(before.total).toBe(3);
    expect(before.overview.bestSellers.length).toBeGreaterThan(0);

    const target = await emptyTarget();
    let restored: DatabaseHandle | undefined;
    try {
      await restoreBackup({ file, databaseUrl: target.databaseUrl, dataDir: target.dataDir });
      restored = await openDatabase(
        target.databaseUrl ? { databaseUrl: target.databaseUrl, dataDir: null } : { dataDir: target.dataDir },
      );
      const app = await buildApp({ config: testConfig(), db: restored.db });
      try {
        const after = await read(app);
        expect(after).toEqual(before);
        expect(after.listed).toBe(after.total);
      } finally {
        await app.close();
      }
    } finally {
      await restored?.close();
      await target.drop();
    }
  }, 120_000);

  it('leaves the live secrets out of the file: reset codes, mail text, the mail-link key, order page tokens', async () => {
    const code = /\b(\d{6})\b/.exec(resetMail)![1]!;
    const text = gunzipSync(readFileSync(file)).toString();
    const [first, ...rest] = text.split('\n').filter(Boolean);
    const manifest = JSON.parse(first!) as BackupManifest;
    const batches = rest.map((line) => JSON.parse(line) as BackupBatch);
    // The code as a value of its own, not six digits that happen to sit inside an order reference,
    // a token or a timestamp's fraction (which made this test fail once in CI).
    const values = batches.flatMap((b) =>
      b.rows.flatMap((row) => Object.values(row as Record<string, unknown>)),
    );
    const standalone = new RegExp(`(^|[^0-9A-Za-z_.])${code}($|[^0-9A-Za-z_])`);
    expect(values.filter((v) => typeof v === 'string' && standalone.test(v))).toEqual([]);
    expect(text).not.toContain(
      resetMail
        .split('\n')
        .find((line) => line.includes(code))!
        .trim(),
    );
    expect(manifest.tables.find((x) => x.name === 'password_resets')!.rows).toBe(0);
    expect(rowsOf(batches, 'app_meta').map((r) => r.key)).not.toContain('mail_link_key');
    expect(manifest.tables.find((x) => x.name === 'app_meta')!.rows).toBe(rowsOf(batches, 'app_meta').length);
    for (const order of orders) expect(text).not.toContain(order.viewToken);
    // A token from the file opens nothing in the running shop; the customer's own link still does.
    const fileToken = rowsOf(batches, 'orders')[0]!.view_token as string;
    expect((await t.app.inject({ url: `/api/order/view/${fileToken}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/order/view/${orders[0]!.viewToken}` })).statusCode).toBe(200);

    // The restored shop works: staff stay signed in, and it signs mail links with a key of its own.
    const target = await emptyTarget();
    let restored: DatabaseHandle | undefined;
    try {
      await restoreBackup({ file, databaseUrl: target.databaseUrl, dataDir: target.dataDir });
      restored = await openDatabase(
        target.databaseUrl ? { databaseUrl: target.databaseUrl, dataDir: null } : { dataDir: target.dataDir },
      );
      expect(await readLink(restored.db, 'unsubscribe', signed)).toBeUndefined();
      const own = await signLink(restored.db, 'unsubscribe', admin.user.email);
      expect(await readLink(restored.db, 'unsubscribe', own)).toBe(admin.user.email);
      const app = await buildApp({ config: testConfig(), db: restored.db });
      try {
        expect((await app.inject({ url: '/api/auth/me', headers: admin.auth })).statusCode).toBe(200);
        expect((await app.inject({ url: `/api/order/view/${fileToken}` })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      await restored?.close();
      await target.drop();
    }
  }, 120_000);
});
