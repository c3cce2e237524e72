// `npm run seed:big -- --products 10000 --reviews 50000 --orders 100000 --customers 2000`:
// migrates the shop's database (DATABASE_URL, else PGlite in DATA_DIR) and fills it, when empty,
// with a big shop to measure on.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { parseConfig } from '../../config.ts';
import { keepNewFilesPrivate } from '../../file-modes/private-modes.ts';
import { openDatabase } from '../../db/client.ts';
import { BIG_SHOP_PASSWORD, DEFAULT_BIG_SHOP, seedBigShop, type BigShopCounts } from './seed-big.ts';

function countsFrom(argv: string[]): BigShopCounts {
  const { values } = parseArgs({
    args: argv,
    options: Object.fromEntries(Object.keys(DEFAULT_BIG_SHOP).map((k) => [k, { type: 'string' as const }])),
  });
  const counts = { ...DEFAULT_BIG_SHOP };
  for (const key of Object.keys(counts) as (keyof BigShopCounts)[]) {
    const given = values[key];
    if (given === undefined) continue;
    const n = Number(given);
    if (!Number.isInteger(n) || n < 0)
      throw new Error(`--${key} must be a whole number, 0 or more (got "${String(given)}")`);
    counts[key] = n;
  }
  return counts;
}

async function main() {
  keepNewFilesPrivate();
  const counts = countsFrom(process.argv.slice(2));
  const config = parseConfig();
  const where = config.DATABASE_URL
    ? `PostgreSQL (${new URL(config.DATABASE_URL).pathname.slice(1)})`
    : `PGlite in ${config.DATA_DIR}`;
  console.log(`Seeding a big shop into ${where}: ${JSON.stringify(counts)}`);
  const started = performance.now();
  // It migrates and vacuums: the owner's login when the shop has one (decision 43).
  const databaseUrl = config.MIGRATION_DATABASE_URL ?? config.DATABASE_URL;
  const database = await openDatabase({ databaseUrl, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const result = await seedBigShop(database.db, counts, {
      onProgress: (line) => console.log(`  ${line} (${((performance.now() - started) / 1000).toFixed(1)} s)`),
    });
    // As after any bulk load: the planner's statistics and the visibility map brought up to date
    // now, rather than by autovacuum while the first shoppers (or a benchmark) are served.
    await database.db.execute(sql`vacuum analyze`);
    console.log(`  vacuumed and analyzed (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Done in ${seconds} s: ${result.products} products, ${result.reviews} reviews, ` +
        `${result.orders} orders, ${result.customers} customers.\n` +
        `Customers sign in with their username or e-mail (see the users table) and the password "${BIG_SHOP_PASSWORD}".\n` +
        'Start the shop with `npm start` (with the same DATA_DIR or DATABASE_URL); it creates the admin if none exists.',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`\nseed:big stopped: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
