import type { Config } from './config.ts';
import { openDatabase, prepareDatabase } from './db/client.ts';

/** The configured database (PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR), for a shop process. */
const shopDatabaseOptions = (config: Config) => ({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  onIdleError: (error: Error) =>
    console.warn(`A database connection was dropped (${error.message}); reconnecting.`),
});

export const openShopDatabase = (config: Config) => openDatabase(shopDatabaseOptions(config));

/**
 * The database as its owner for the start's one-time work (migrations, seed, first admin): the
 * login of MIGRATION_DATABASE_URL when set, else the same as the shop's (decision 43).
 */
export const openOwnerDatabase = (config: Config) =>
  openDatabase({
    ...shopDatabaseOptions(config),
    databaseUrl: config.MIGRATION_DATABASE_URL ?? config.DATABASE_URL,
  });

/** The same, to be opened later (a spare worker builds the app first: see serve-shop.ts). */
export const prepareShopDatabase = (config: Config) => prepareDatabase(shopDatabaseOptions(config));
