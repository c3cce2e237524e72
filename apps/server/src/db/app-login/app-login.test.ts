import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { prepareShop } from '../../prepare-shop.ts';
import { openOwnerDatabase, openShopDatabase } from '../../shop-database.ts';
import { testConfig, type TestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { paidGuestOrder, setOrderStatus } from '../../testing/order-helpers.ts';

// The shop on two logins of one PostgreSQL database (decision 43): the owner's migrates
// (MIGRATION_DATABASE_URL), the app's own serves (DATABASE_URL) and cannot switch the audit log
// off, alter it or empty it. PostgreSQL only: PGlite has one login. The roles are the cluster's,
// so their names are this run's own, and they are dropped at the end.

const onPostgres = process.env.SHOP_TEST_ENGINE === 'postgres';
// Any URL when there is no server: the file then only skips (its URLs are made at load).
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const tag = randomBytes(4).toString('hex');
const ownerLogin = `shop_owner_${tag}`;
const appLogin = `shop_app_${tag}`;
const shopDatabase = `shop_logins_${tag}`;
const emptyDatabase = `shop_logins_empty_${tag}`;

/** The test server's URL as `login` on `database` (the test cluster trusts local logins). */
function urlAs(login: string, database: string) {
  const url = new URL(serverUrl);
  url.username = login;
  url.password = '';
  url.pathname = `/${database}`;
  return url.toString();
}

async function asSuperuser(statements: string[]) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const quiet = { info: () => {}, warn: () => {} };
const ownerUrl = urlAs(ownerLogin, shopDatabase);
const appUrl = urlAs(appLogin, shopDatabase);
const twoLogins = () =>
  testConfig({ DATABASE_URL: appUrl, MIGRATION_DATABASE_URL: ownerUrl, ADMIN_PASSWORD: 'two-logins-admin' });

/** What `npm start`'s first worker does (main.ts): the one-time work on the owner's database. */
async function prepare(config: ReturnType<typeof testConfig>) {
  const owner = await openOwnerDatabase(config);
  try {
    await prepareShop(owner, config, quiet);
  } finally {
    await owner.close();
  }
}

describe.runIf(onPostgres)('the shop on PostgreSQL with an owner login and its own app login', () => {
  beforeAll(async () => {
    await asSuperuser([
      `create role ${ownerLogin} login`,
      `create role ${appLogin} login`,
      `create database ${shopDatabase} owner ${ownerLogin}`,
      `create database ${emptyDatabase} owner ${ownerLogin}`,
    ]);
  });
  afterAll(async () => {
    await asSuperuser([
      `drop database if exists ${shopDatabase} with (force)`,
      `drop database if exists ${emptyDatabase} with (force)`,
      `drop role if exists ${appLogin}`,
      `drop role if exists ${ownerLogin}`,
    ]);
  });

  it('migrates as the owner, then serves as the app login: a sale and a staff change work, each recorded', async () => {
    const config = twoLogins();
    await prepare(config);
    const database = await openShopDatabase(config);
    const app = await buildApp({ config, db: database.db });
    try {
      const t = { app, db: database.db, config } as unknown as TestApp;
      const admin = await createUser(t.db, { role: 'admin' });
      const { order } = await paidGuestOrder(t, 'two-logins@example.ng');
      expect((await setOrderStatus(t, admin.auth, order._id, 'processing')).statusCode).toBe(200);
      const audit = await app.inject({ url: '/api/admin/audit?kind=order.status', headers: admin.auth });
      expect(audit.json<{ total: number }>().total).toBe(1);
      expect((await app.inject({ url: '/api/ready' })).json()).toEqual({ status: 'ready' });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('the app login may neither switch the audit log off, nor alter, change, empty or drop it', async () => {
    const client = new pg.Client({ connectionString: appUrl });
    await client.connect();
    try {
      const entries = async () => (await client.query('select id, summary from audit_log order by id')).rows;
      const before = await entries();
      expect(before).toHaveLength(1);
      const refusals = {
        'alter table audit_log disable trigger audit_log_append_only': /must be owner of table audit_log/,
        'alter table audit_log disable trigger all': /must be owner of table audit_log/,
        'drop trigger audit_log_append_only on audit_log': /must be owner of relation audit_log/,
        'alter table audit_log add column note text': /must be owner of table audit_log/,
        'drop table audit_log': /must be owner of table audit_log/,
        "update audit_log set summary = 'forged'": /permission denied for table audit_log/,
        'delete from audit_log': /permission denied for table audit_log/,
        'truncate audit_log': /permission denied for table audit_log/,
        'set session_replication_role = replica': /permission denied to set parameter/,
        'alter table orders disable trigger all': /must be owner of table orders/,
      };
      for (const [statement, refusal] of Object.entries(refusals)) {
        const error = await client.query(statement).then(
          () => null,
          (e: Error) => e.message,
        );
        expect(error, statement).toMatch(refusal);
      }
      expect(await entries()).toEqual(before);
    } finally {
      await client.end();
    }
  });

  it('with only the app login, a start that has migrations to apply stops with a clear message', async () => {
    const config = testConfig({
      DATABASE_URL: urlAs(appLogin, emptyDatabase),
      ADMIN_PASSWORD: 'two-logins-admin',
    });
    await expect(prepare(config)).rejects.toThrow(
      /the database needs migrating and DATABASE_URL's login may not do it \(permission denied for database .*\)\. Set MIGRATION_DATABASE_URL to the database owner's login/,
    );
  });

  it('with only the app login, a start with nothing to migrate goes on', async () => {
    const config = testConfig({ DATABASE_URL: appUrl, ADMIN_PASSWORD: 'two-logins-admin' });
    await expect(prepare(config)).resolves.toBeUndefined();
  });

  it('refuses to start when the app login is the owner, which could switch the audit log off', async () => {
    const config = testConfig({ DATABASE_URL: ownerUrl, MIGRATION_DATABASE_URL: ownerUrl });
    await expect(prepare(config)).rejects.toThrow(
      new RegExp(`DATABASE_URL's login "${ownerLogin}" owns the shop's tables`),
    );
  });
});
