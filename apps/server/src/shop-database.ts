import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';

/** The configured database (PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR), for a shop process. */
export const openShopDatabase = (config: Config) =>
  openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onIdleError: (error) =>
      console.warn(`A database connection was dropped (${error.message}); reconnecting.`),
  });
