import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The real shop (the entry point `npm start` runs) as a child process, for the tests that need
// whole processes: the supervisor's recovery, several processes on one PostgreSQL.

const serverDir = new URL('../..', import.meta.url).pathname;

export type ShopProcess = {
  child: ChildProcess;
  url: string;
  /** Its own data folder (PGlite's files when no DATABASE_URL, the outbox, the lock). */
  dataDir: string;
  /** Everything it wrote to standard output and error so far. */
  output: () => string;
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts the shop on a free port with its own data folder (or `opts.dataDir`), no web build, and
 * `env` on top. `opts.umask`: the file mode mask it inherits, as a service manager would hand one
 * down (through a shell, since Node sets a child's umask only from its own).
 */
export async function startShopProcess(
  env: Record<string, string>,
  opts: { dataDir?: string; umask?: number } = {},
): Promise<ShopProcess> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'shop-process-'));
  const node = [process.execPath, '--import', 'tsx', 'src/main.ts'];
  const [command, ...args] =
    opts.umask === undefined
      ? node
      : ['/bin/sh', '-c', `umask ${opts.umask.toString(8).padStart(3, '0')} && exec "$0" "$@"`, ...node];
  const child = spawn(command!, args, {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web-build'),
      NODE_ENV: 'test',
      SCRYPT_COST: '12',
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, dataDir, output: () => output, exited };
}

/** Whether the shop answers its health check within a second. */
export const isHealthy = (url: string) =>
  fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
    (res) => res.status === 200,
    () => false,
  );

/** Waits until the shop answers; fails with its output if it stops or the deadline passes. */
export async function untilUp(shop: ShopProcess, deadline = Date.now() + 110_000) {
  while (!(await isHealthy(shop.url))) {
    if (shop.child.exitCode !== null) throw new Error(`the shop stopped:\n${shop.output()}`);
    if (Date.now() > deadline) throw new Error(`the shop did not start in time:\n${shop.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** SIGTERM, and its exit code once it has stopped. */
export function stopShopProcess(shop: ShopProcess): Promise<number | null> {
  if (shop.child.exitCode === null) shop.child.kill('SIGTERM');
  return shop.exited;
}
