import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp } from '../app.ts';
import { configWith, type Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';

/**
 * A real shop on a real, empty, migrated database for one test file: PGlite in memory by default,
 * or, when TEST_DATABASE_URL is set, a fresh database on that PostgreSQL server (dropped at the
 * end), where pooled connections make races real.
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
    await admin.query(`create database ${name}`);
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

  const database = await openDatabase({ databaseUrl, dataDir: null });
  await database.migrate();
  // Every route of the running app, so a test can cover routes added after it was written.
  const routes: RouteOptions[] = [];
  const app = await buildApp({ config, db: database.db, onRoute: (route) => routes.push(route) });
  await app.ready();

  afterAll(async () => {
    await app.close();
    await database.close();
    await dropDatabase();
  });
  return { app, db: database.db, config, engine: database.engine, routes };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
