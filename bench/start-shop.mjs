// Starts the shop the way `npm start` serves it (the built web app and the API from one Node
// process) on a free loopback port, with its own database, for a benchmark to measure.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

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
