import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../db/client.ts';
import { pgliteExtensions } from '../db/pglite-extensions.ts';
import { createTemplateDatabase } from './template-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data folder, for `new PGlite({ loadDataDir })`. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database that each test file copies (`create database … template`). */
    postgresTemplate: string;
  }
}

/**
 * Runs once per test run, before any test file: migrates one database, which every test file
 * then copies. Starting PostgreSQL inside PGlite (its initdb) and migrating cost seconds; copying
 * a finished one costs a fraction of that.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (project.config.env?.SHOP_TEST_ENGINE === 'postgres' && serverUrl) {
    const template = await createTemplateDatabase(serverUrl);
    project.provide('postgresTemplate', template.name);
    return template.release;
  }

  const folder = mkdtempSync(join(tmpdir(), 'shop-template-'));
  const pglite = new PGlite({ extensions: pgliteExtensions });
  await migrate(drizzle(pglite), { migrationsFolder });
  // Uncompressed: larger on disk, but each test file unpacks it faster than a gzipped one.
  const tarball = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = join(folder, 'pglite.tar');
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
