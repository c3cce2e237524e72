import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { request as http, type APIRequestContext } from '@playwright/test';
import { ADMIN, expect, test } from './fixtures';

// A listing longer than one page (48 products). It runs on a shop of its own: the shared e2e
// shop keeps the demo's 26 products a category, which other journeys count.

const ADDED = 30; // with the demo's 26 makeup products: 56, a page of 48 and 8 more

let server: ChildProcess | undefined;
let dataDir = '';
let base = '';
let api: APIRequestContext | undefined;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-paging-'));
  base = `http://127.0.0.1:${port}`;
  // The web app is already built by the shared shop's start command.
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: 'admin@glownaija.test',
    },
    stdio: 'ignore',
  });
  api = await http.newContext({ baseURL: base });
  await expect
    .poll(async () => (await api!.get('/api/health').catch(() => null))?.status(), { timeout: 120_000 })
    .toBe(200);

  const login = await api.post('/api/auth/login', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c8557a' } })
    .png()
    .toBuffer();
  for (let i = 1; i <= ADDED; i++) {
    const res = await api.post('/api/product/admin/products', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        image: { name: 'gloss.png', mimeType: 'image/png', buffer: image },
        name: `Paging Gloss ${i}`,
        fullname: `Glow Naija Paging Gloss ${i}`,
        price: String(1000 + i * 100),
        inStock: 'true',
        category: 'makeup',
        description: 'A gloss made by the paging journey.',
      },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
});

test.afterAll(async () => {
  await api?.dispose();
  server?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a listing longer than one page shows 48, then the rest on Show more, and search reaches past page one', async ({
  page,
}) => {
  const { products } = (await (await api!.get('/api/product/products?category=makeup')).json()) as {
    products: { fullname: string }[];
  };
  expect(products).toHaveLength(26 + ADDED);
  const oldest = products.at(-1)!.fullname;

  await page.goto(`${base}/makeup`);
  const grid = page.getByRole('list', { name: 'makeup products' }).getByRole('listitem');
  await expect(grid).toHaveCount(48);
  await expect(page.getByText('56 products', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Showing 48 of 56 products' })).toBeVisible();
  await expect(grid.filter({ hasText: oldest })).toHaveCount(0);

  const more = page.getByRole('button', { name: 'Show more' });
  await more.click();
  await expect(grid).toHaveCount(56);
  await expect(page.getByRole('status').filter({ hasText: 'Showing 56 of 56 products' })).toBeVisible();
  await expect(more).toHaveCount(0);
  // The keyboard continues at the first product of the new page.
  await expect(grid.nth(48).getByRole('link', { name: products[48]!.fullname })).toBeFocused();
  await expect(grid.filter({ hasText: oldest })).toHaveCount(1);

  // A fresh page: the search asks the server, so it finds a product the first page did not hold.
  await page.goto(`${base}/makeup`);
  await expect(grid).toHaveCount(48);
  await page.getByRole('searchbox', { name: 'Search Makeup' }).fill(oldest);
  // Best match first; the search forgives (decision 59), so alike names may follow it.
  await expect(grid.first()).toContainText(oldest);
  await expect.poll(() => grid.count()).toBeLessThan(48);
  // The search lives in the address, so the link can be shared.
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(oldest);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);

  // Back returns to the whole listing, its first page again.
  await page.goBack();
  await expect(page).toHaveURL(/\/makeup$/);
  await expect(page.getByRole('searchbox', { name: 'Search Makeup' })).toHaveValue('');
  await expect(grid).toHaveCount(48);
});
