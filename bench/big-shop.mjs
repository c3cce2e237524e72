// The big shop to measure on: `npm run seed:big` once into bench/.data (git-ignored), reused
// while the counts and the migrations stay the same, and likewise a database on PostgreSQL.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './start-shop.mjs';

export const BIG_SHOP = { products: 10_000, reviews: 50_000, orders: 100_000, customers: 2_000 };

const cache = join(root, 'bench/.data');
const migrations = join(root, 'apps/server/drizzle');
const seedCode = join(root, 'apps/server/src/tools/big-seed');

/** Changes when the counts, any migration or the seed's code changes: a stale copy is never measured. */
function shopKey(counts) {
  const hash = createHash('sha256').update(JSON.stringify(counts));
  for (const [folder, kept] of [
    [migrations, /\.(sql|json)$/],
    [seedCode, /(?<!\.test)\.ts$/],
  ])
    for (const file of readdirSync(folder, { recursive: true }).sort())
      if (kept.test(String(file))) hash.update(readFileSync(join(folder, String(file))));
  return hash.digest('hex').slice(0, 12);
}

function seed(counts, env) {
  const shopEnv = { ...process.env, ...env };
  if (!env.DATABASE_URL) delete shopEnv.DATABASE_URL;
  const args = Object.entries(counts).flatMap(([k, v]) => [`--${k}`, String(v)]);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/tools/big-seed/seed-big-cli.ts', ...args],
    { cwd: root, env: shopEnv, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`seed:big failed (exit ${result.status})`);
}

/** A PGlite data folder holding the big shop, seeded on the first call only. */
export function cachedBigShopDir(counts = BIG_SHOP) {
  const dir = join(cache, `big-${shopKey(counts)}`);
  if (existsSync(join(dir, '.seeded'))) return dir;
  // Older copies (other counts or migrations) are of no further use.
  if (existsSync(cache))
    for (const old of readdirSync(cache)) rmSync(join(cache, old), { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  console.log(`Seeding the big shop into ${dir} (once; later runs reuse it)…`);
  seed(counts, { DATA_DIR: dir });
  writeFileSync(join(dir, '.seeded'), JSON.stringify(counts));
  return dir;
}

/**
 * A database beside `serverUrl`'s (same server) holding the big shop, named by the counts and the
 * migrations and seeded on the first call only, like the PGlite copy: the bench only reads it.
 * Older copies on that server are dropped. Returns its URL and `close()`.
 */
export async function cachedBigShopDatabase(serverUrl, counts = BIG_SHOP) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `bench_big_${shopKey(counts)}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const close = () => admin.end();
  // A copy counts once its seeding finished: the seed ends by marking the database.
  const { rows } = await admin.query(
    `select datname, shobj_description(oid, 'pg_database') as note from pg_database where datname like 'bench_big_%'`,
  );
  if (rows.some((r) => r.datname === name && r.note === 'seeded')) return { url: url.href, name, close };
  for (const old of rows) await admin.query(`drop database if exists ${old.datname} with (force)`);
  await admin.query(`create database ${name}`);
  try {
    console.log(`Seeding the big shop into PostgreSQL database ${name} (once; later runs reuse it)…`);
    seed(counts, { DATABASE_URL: url.href });
    await admin.query(`comment on database ${name} is 'seeded'`);
  } catch (error) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await close();
    throw error;
  }
  return { url: url.href, name, close };
}
