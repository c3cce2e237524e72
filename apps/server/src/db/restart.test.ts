import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { products, reviews } from './schema/index.ts';
import { seedDemoCatalogue } from '../tools/demo-seed/seed-demo.ts';

const serverDir = new URL('../..', import.meta.url).pathname;

/** Runs the real server entry point and resolves with its exit code and output. */
function runMain(
  env: Record<string, string>,
  whenListening?: (child: ReturnType<typeof spawn>) => void,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: 'info', ...env },
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
      if (whenListening && output.includes('Server listening')) {
        whenListening(child);
        whenListening = undefined;
      }
    });
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

// The cases share one data folder, in order: making a PostgreSQL on disk (its initdb) and seeding
// the pictures are the slow parts, and the later cases need only some folder that holds a shop.
describe.skipIf(process.env.SHOP_TEST_ENGINE === 'postgres')('the embedded database folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-restart-'));

  it('keeps its data across restarts and seeds the demo catalogue only once', async () => {
    const first = await openDatabase({ dataDir });
    await first.migrate();
    expect(await seedDemoCatalogue(first.db)).toBe(true);
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.migrate();
    expect(await seedDemoCatalogue(second.db)).toBe(false);
    const [productCount] = await second.db.select({ n: count() }).from(products);
    const [reviewCount] = await second.db.select({ n: count() }).from(reviews);
    expect(productCount?.n).toBe(52);
    expect(reviewCount?.n).toBeGreaterThan(52);
    await second.close();
  }, 180_000);

  it('refuses a second process on the same folder with a clear message', async () => {
    const holder = await openDatabase({ dataDir });
    try {
      const { code, output } = await runMain({ DATA_DIR: dataDir, PORT: '0', SEED_DEMO: '0' });
      expect(code).not.toBe(0);
      expect(output).toContain('is in use by another shop process');
    } finally {
      await holder.close();
    }
  }, 180_000);

  it('shuts down cleanly on SIGTERM and releases the folder', async () => {
    const { code, output } = await runMain({ DATA_DIR: dataDir, PORT: '0', SEED_DEMO: '0' }, (child) =>
      child.kill('SIGTERM'),
    );
    expect(output).toContain('shutting down');
    expect(code).toBe(0);
    expect(existsSync(join(dataDir, 'shop.lock'))).toBe(false);
  }, 180_000);
});
