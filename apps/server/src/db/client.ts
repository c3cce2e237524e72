import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema/index.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { withAfterCommit } from './after-commit.ts';
import { pgListen, registerListen } from './listen.ts';
import { createPgPool } from './pg-pool.ts';
import { countPendingMigrations, explainRefusedMigration } from './pending-migrations.ts';
import { createPgliteThread } from './pglite-thread/pglite-thread.ts';
import { PRIVATE_DIR_MODE } from '../file-modes/private-modes.ts';
import { tightenModes } from '../file-modes/tighten-modes.ts';

type Schema = typeof schema;
/** Either engine: PGlite's and node-postgres's drizzle databases share this base. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Runs the shop's migrations, or those of another folder (a restore stops at its backup's level). */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

/** The advisory lock under which processes sharing a PostgreSQL database migrate one at a time. */
export const MIGRATION_LOCK = 727001;

type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  /** PGlite in memory only: start from this dump of a data folder instead of an empty one. */
  loadDataDir?: Blob;
  onIdleError?: (error: Error) => void;
};

/** PostgreSQL server when a URL is given, otherwise PGlite in `dataDir` (or in memory for `null`). */
export async function openDatabase(opts: DatabaseOptions): Promise<DatabaseHandle> {
  const database = prepareDatabase(opts);
  await database.open();
  return database;
}

/** A database handle built before its database is opened; see `prepareDatabase`. */
export type UnopenedDatabase = DatabaseHandle & {
  /** Takes PGlite's folder and opens it, or lets the pool and LISTEN connect; once. */
  open(): Promise<void>;
};

/**
 * The handle now, the database later: `db` can be handed to the app at once, and a query made
 * before `open` waits for it. A spare worker builds the whole app this way while the serving
 * worker still holds PGlite's folder, and only opens it when it takes over (decision 24).
 */
export function prepareDatabase(opts: DatabaseOptions): UnopenedDatabase {
  if (opts.databaseUrl) {
    const databaseUrl = opts.databaseUrl;
    const opened = promiseWithResolve();
    const pool = createPgPool(databaseUrl, opts.onIdleError, opened.promise);
    const db = withAfterCommit(drizzlePg(pool, { schema }) as unknown as Database);
    // Other processes share this database: the catalogue hears their writes through LISTEN.
    const listen = pgListen(databaseUrl);
    // Every listener still running when the database closes is stopped with it: one started
    // lazily (the settings' cache) has nobody else to stop it.
    const running = new Set<() => Promise<void>>();
    registerListen(db, (channel, handlers) => {
      let stop: (() => Promise<void>) | undefined;
      let stopped = false;
      void opened.promise.then(() => {
        if (!stopped) stop = listen(channel, handlers);
      });
      const end = async () => {
        stopped = true;
        running.delete(end);
        await stop?.();
      };
      running.add(end);
      return end;
    });
    return {
      db,
      engine: 'postgres',
      open: async () => opened.resolve(),
      // An advisory lock: app processes starting together migrate one after another.
      migrate: async (folder = migrationsFolder) => {
        const client = await pool.connect();
        try {
          await client.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
          // Nothing to apply, nothing asked: the login may be the app's own, which may not
          // create even drizzle's record of migrations (decision 43).
          if ((await countPendingMigrations(client, folder)) > 0)
            await migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder });
        } catch (error) {
          throw explainRefusedMigration(error);
        } finally {
          await client.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`).catch(() => undefined);
          client.release();
        }
      },
      close: async () => {
        await Promise.all([...running].map((end) => end()));
        await pool.end();
      },
    };
  }

  // On a thread of its own (decision 20): a long statement never holds up the main thread.
  const thread = createPgliteThread();
  // Drizzle's PGlite driver uses only query and transaction, which the thread provides.
  const client = thread as unknown as PGlite;
  const db = withAfterCommit(drizzlePglite(client, { schema }) as unknown as Database);
  let unlock = () => {};
  return {
    db,
    engine: 'pglite',
    open: async () => {
      if (opts.dataDir !== null) {
        mkdirSync(opts.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
        // PGlite is single-process: a second process on the same folder would corrupt it.
        unlock = lockDataDir(opts.dataDir);
      }
      try {
        await thread.open({
          dataDir: opts.dataDir === null ? null : `${opts.dataDir}/pglite`,
          loadDataDir: opts.loadDataDir,
          // A data folder is kept analyzed and vacuumed; an in-memory database lives too briefly.
          upkeepMs: opts.dataDir === null ? 0 : 60_000,
        });
        // PGlite writes a new folder's ~1,000 files as 0666 whatever the umask (it sets their
        // modes itself): closed here, each time it opens, before anything else runs.
        if (opts.dataDir !== null) tightenModes(`${opts.dataDir}/pglite`);
      } catch (error) {
        await thread.close();
        unlock();
        throw error;
      }
    },
    migrate: (folder = migrationsFolder) =>
      migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder }),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/** A promise and the function that resolves it. */
function promiseWithResolve() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
