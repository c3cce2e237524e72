import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp, type AppDeps } from '../app.ts';
import { configWith, type Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { deliverDueMail } from '../modules/mail/outbox-worker.ts';

export const testConfig = (overrides: Partial<Record<keyof Config, string>> = {}) =>
  configWith({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-test-')),
    // A low scrypt cost: the suite hashes hundreds of passwords (see password.ts).
    SCRYPT_COST: '12',
    ...overrides,
  });

/**
 * A fresh database for one test file, a copy of the run's migrated template (`global-setup.ts`):
 * a new database on the TEST_DATABASE_URL server when the tests run on PostgreSQL (opened as often
 * as wanted, as several shop processes would; dropped at the end), otherwise a new in-memory
 * PGlite loaded from the template at each `open`.
 */
export async function freshTestDatabase() {
  const serverUrl = process.env.SHOP_TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!serverUrl) {
    const open = () => openDatabase({ dataDir: null, loadDataDir: pgliteTemplate() });
    return { url: undefined, open, drop: async () => {} };
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    /** For a real shop process started by the test. */
    url: url.toString(),
    open: (): Promise<DatabaseHandle> => openDatabase({ databaseUrl: url.toString(), dataDir: null }),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A real shop on a real, empty, migrated database for one test file: PGlite in memory by default,
 * or, when TEST_DATABASE_URL is set, a fresh database on that PostgreSQL server (dropped at the
 * end), where pooled connections make races real. Either is a copy of the template the global
 * setup migrated once for the whole run (`global-setup.ts`).
 */
export async function buildTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  deps: Pick<AppDeps, 'serveWeb' | 'logStream'> = {},
) {
  const config = testConfig(overrides);
  const source = await freshTestDatabase();
  const database = await source.open();
  // Every route of the running app, so a test can cover routes added after it was written.
  const routes: RouteOptions[] = [];
  const app = await buildApp({ config, db: database.db, ...deps, onRoute: (route) => routes.push(route) });
  await app.ready();

  afterAll(async () => {
    await app.close();
    await database.close();
    await source.drop();
  });
  // The outbox worker does not run in tests; a test delivers due mail when it wants to read it.
  const deliverMail = () => deliverDueMail({ db: database.db, mailer: app.mailer, log: app.log });
  return { app, db: database.db, config, engine: database.engine, deliverMail, routes };
}

/** The migrated PGlite data folder of this run, when the run made one (the PGlite project). */
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  return file ? new Blob([readFileSync(file)]) : undefined;
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
