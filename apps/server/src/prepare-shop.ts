import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { seedDemoCatalogue } from './tools/demo-seed/seed-demo.ts';
import { ensureAdmin } from './modules/auth/bootstrap-admin.ts';
import { openShopDatabase } from './shop-database.ts';
import { checkAppLoginIsRestricted, currentLogin, grantAppLogin } from './db/app-login/app-login-rights.ts';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * What a start does once before serving: migrations, the demo catalogue on an empty shop, the
 * first admin. Each step is safe when several processes start together on one PostgreSQL (an
 * advisory lock, a claimed seed marker, a conflict-free insert), so separate `npm start`s need
 * no coordination; within one start only the first worker runs it (decision 24). `database` is
 * the owner's login when MIGRATION_DATABASE_URL is set, and the app's login (DATABASE_URL) then
 * gets its rights here (decision 43).
 */
export async function prepareShop(database: DatabaseHandle, config: Config, log: Log) {
  await database.migrate();
  if (config.MIGRATION_DATABASE_URL) await restrictAppLogin(database, config);
  log.info({ engine: database.engine }, 'database ready');
  if (config.SEED_DEMO && (await seedDemoCatalogue(database.db))) log.info('seeded the demo catalogue');
  const { generatedPassword } = await ensureAdmin(database.db, config, log);
  if (generatedPassword) {
    // On the console only, once: it is not logged, and the database keeps only its hash.
    process.stdout.write(
      `\n  Admin account created. Username: ${config.ADMIN_USERNAME}  Password: ${generatedPassword}\n` +
        `  (shown once; sign in and change it, or set ADMIN_PASSWORD)\n\n`,
    );
  }
}

/** The app's own login granted what serving needs, and checked to own nothing. */
async function restrictAppLogin(owner: DatabaseHandle, config: Config) {
  const app = await openShopDatabase(config);
  try {
    await grantAppLogin(owner.db, await currentLogin(app.db));
    await checkAppLoginIsRestricted(app.db);
  } finally {
    await app.close();
  }
}
