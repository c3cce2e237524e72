import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { freshTestDatabase } from '../testing/build-test-app.ts';
import {
  isHealthy,
  startShopProcess,
  stopShopProcess,
  untilUp,
  type ShopProcess,
} from '../testing/shop-process.ts';

// The real entry point (what `npm start` runs), as a child process, on the engine of this run:
// PGlite in a data folder, or a database of the TEST_DATABASE_URL server. Whatever kills the
// serving worker (here SIGKILL, as the kernel's OOM killer would), the shop answers again within
// 5 seconds with no operator; SIGTERM to the process started still stops it cleanly.

const onPostgres = process.env.SHOP_TEST_ENGINE === 'postgres';

/** The pids of the workers that have listened so far, in order. */
const listeningWorkers = (output: string) =>
  [...output.matchAll(/"workerPid":(\d+)[^\n]*"msg":"worker \d+ listening/g)].map((m) => Number(m[1]));

describe('the shop started with npm start', () => {
  // A timing on a machine the other test files share: a run that lost the CPU at the wrong moment
  // is tried again from scratch (its own folder, database and processes), never loosened.
  it(
    'answers again within 5 s after its serving process is killed, and stops cleanly on SIGTERM',
    { retry: 2, timeout: 180_000 },
    async () => {
      const database = onPostgres ? await freshTestDatabase() : undefined;
      let shop: ShopProcess | undefined = undefined;
      onTestFinished(async () => {
        if (shop && shop.child.exitCode === null) shop.child.kill('SIGKILL');
        await database?.drop();
        if (shop) rmSync(shop.dataDir, { recursive: true, force: true });
      });
      shop = await startShopProcess({
        SEED_DEMO: '0',
        LOG_LEVEL: 'info',
        ADMIN_PASSWORD: 'supervised-admin-1',
        ...(database ? { DATABASE_URL: database.url! } : {}),
      });
      const { url, dataDir } = shop;
      const startDeadline = Date.now() + 120_000;
      await untilUp(shop, startDeadline);
      const output = shop.output;
      const [first] = listeningWorkers(output());
      expect(first).toBeGreaterThan(0);
      // The spare, with the shop's code loaded, waits for a worker's place.
      while (!/ready as the spare/.test(output())) {
        if (Date.now() > startDeadline) throw new Error(`no spare worker:\n${output()}`);
        await new Promise((r) => setTimeout(r, 100));
      }

      process.kill(first!, 'SIGKILL');
      const killedAt = Date.now();
      while (!(await isHealthy(url)) && Date.now() - killedAt < 10_000)
        await new Promise((r) => setTimeout(r, 50));
      const backAfterMs = Date.now() - killedAt;
      expect(backAfterMs, output()).toBeLessThan(5_000);
      // Answered by a new process; the one started is the same supervisor.
      const workers = listeningWorkers(output());
      expect(workers).toHaveLength(2);
      expect(workers[1]).not.toBe(first);
      expect(output()).toMatch(/worker \d+ died; starting another in 0.25 s/);
      expect(output()).toMatch(/worker \d+ \(the spare\) takes over/);
      expect(shop.child.exitCode).toBeNull();

      expect(await stopShopProcess(shop)).toBe(0);
      expect(output()).toContain('all workers stopped');
      // PGlite's folder is free for the next start.
      expect(existsSync(join(dataDir, 'shop.lock'))).toBe(false);
    },
  );
});
