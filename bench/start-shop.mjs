// Starts the shop the way `npm start` serves it (the built web app and the API from one Node
// process) on a free loopback port, with its own database, for a benchmark to measure.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;
export const ADMIN_PASSWORD = 'bench-admin-password';

/** A port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * `dataDir` for PGlite, or `databaseUrl` for PostgreSQL. Resolves once /api/health answers, with
 * `origin`, `api` (its /api base), `rssMb()` (the server process's resident memory) and `stop()`.
 */
export async function startShop({ dataDir, databaseUrl, env = {} }) {
  const port = await freePort();
  const shopEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD,
    // Each benchmark request is one client on loopback: the shop's per-address limits would count
    // the load generator as one very busy shopper.
    RATE_LOGIN_PER_IP: '100000',
    ...env,
  };
  delete shopEnv.DATABASE_URL;
  if (databaseUrl) shopEnv.DATABASE_URL = databaseUrl;
  if (dataDir) shopEnv.DATA_DIR = dataDir;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: shopEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exited = false;
  server.on('exit', () => (exited = true));
  const stop = () => {
    if (exited) return Promise.resolve();
    const gone = new Promise((resolve) => server.once('exit', resolve));
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      return Promise.resolve();
    }
    return gone;
  };
  process.on('exit', () => {
    if (!exited) process.kill(-server.pid, 'SIGKILL');
  });

  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (exited) throw new Error('the shop stopped while starting (its messages are above)');
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (i > 600) throw new Error('the shop did not answer /api/health within 5 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
  return { origin, api: `${origin}/api`, pid: server.pid, rssMb: () => rssMb(server.pid), stop };
}

/** Resident memory of a process in MB (Linux /proc), or NaN elsewhere. */
export function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Signs in as the admin the shop created at its first start and returns the bearer token. */
export async function adminToken(api) {
  const res = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`admin sign-in failed (${res.status}): an admin other than "admin" exists?`);
  return (await res.json()).token;
}

/**
 * A big shop for a bench: `seed:big` with `seedArgs` into DATABASE_URL when given, else into
 * BENCH_DATA_DIR or a new folder named from `folderPrefix`. seed:big fills an empty database and
 * refuses a seeded one, which is then measured as it is.
 */
export function seededBigShop(folderPrefix, seedArgs) {
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), folderPrefix));
  const shopEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  if (databaseUrl) shopEnv.DATABASE_URL = databaseUrl;
  else delete shopEnv.DATABASE_URL;
  console.log(
    `Shop: ${databaseUrl ? `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}` : `PGlite in ${dataDir}`}`,
  );
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/tools/big-seed/seed-big-cli.ts', ...seedArgs],
    { cwd: root, env: shopEnv, stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' },
  );
  if (seeded.status !== 0) {
    if (!seeded.stderr.includes('fills only an empty shop')) {
      process.stderr.write(seeded.stderr);
      process.exit(seeded.status ?? 1);
    }
    console.log('The shop is seeded already; measuring it as it is.');
  }
  return { dataDir, databaseUrl };
}
