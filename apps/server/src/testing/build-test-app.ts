import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { configWith, type Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';

/**
 * A real shop on a real, empty, migrated database for one test file: PGlite in memory by default,
 * or, when TEST_DATABASE_URL is set, a fresh database on that PostgreSQL server (dropped at the
 * end), where pooled connections make races real. Either is a copy of the template the global
 * setup migrated once for the whole run (`global-setup.ts`).
 */
export async function buildTestApp(overrides: Partial<Record<keyof Config, string>> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const config = configWith({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: dataDir, ...overrides });
  const serverUrl = process.env.SHOP_TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};

  if (serverUrl) {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }

  const database = await openDatabase({
    databaseUrl,
    dataDir: null,
    loadDataDir: databaseUrl ? undefined : pgliteTemplate(),
  });
  const app = await buildApp({ config, db: database.db });
  await app.ready();

  afterAll(async () => {
    await app.close();
    await database.close();
    await dropDatabase();
  });
  return { app, db: database.db, config, engine: database.engine };
}

/** The migrated PGlite data folder of this run, when the run made one (the PGlite project). */
export function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  return file ? new Blob([readFileSync(file)]) : undefined;
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
