import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { configWith } from '../../config.ts';
import { freshTestDatabase } from '../../testing/build-test-app.ts';

// The admin as an app on a staff member's phone (docs/decisions/0050-push-alerts.md): its manifest,
// its icons and its service worker, as the server sends them. The icons and the worker are the
// real files of apps/web/public, copied into a stand-in of Vite's build output.

const PUBLIC = fileURLToPath(new URL('../../../../web/public/', import.meta.url));
const dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
mkdirSync(join(dist, 'icons'));
writeFileSync(
  join(dist, 'index.html'),
  '<html><head><title>Glow Naija</title><script id="shop-config" type="application/json">{}</script></head>' +
    '<body><div id="root"></div></body></html>',
);
for (const icon of ['icon-192.png', 'icon-512.png', 'icon-maskable-512.png'])
  copyFileSync(join(PUBLIC, 'icons', icon), join(dist, 'icons', icon));
copyFileSync(join(PUBLIC, 'admin-sw.js'), join(dist, 'admin-sw.js'));

const source = await freshTestDatabase();
const database = await source.open();
const app = await buildApp({
  config: configWith({ WEB_DIST: dist, LOG_LEVEL: 'silent', SHOP_NAME: 'Ada "Beauty"' }),
  db: database.db,
  serveWeb: true,
});
afterAll(async () => {
  await app.close();
  await database.close();
  await source.drop();
});

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)].join('x');

describe('the admin as an installable app', () => {
  it('serves a manifest named after the shop that opens the admin standalone, with its icons', async () => {
    const res = await app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = res.json<{ icons: Array<{ src: string; sizes: string; purpose: string }> }>();
    expect(manifest).toMatchObject({
      name: 'Ada "Beauty" admin',
      start_url: '/admin',
      scope: '/admin',
      display: 'standalone',
      theme_color: '#3b1f2b',
      background_color: '#fbf7f4',
    });
    const served = await Promise.all(
      manifest.icons.map(async (icon) => {
        const file = await app.inject({ url: icon.src });
        return [icon.sizes, icon.purpose, file.headers['content-type'], pngSize(file.rawPayload)];
      }),
    );
    expect(served).toEqual([
      ['192x192', 'any', 'image/png', '192x192'],
      ['512x512', 'any', 'image/png', '512x512'],
      ['512x512', 'maskable', 'image/png', '512x512'],
    ]);
  });

  it('links the manifest from the admin’s page only, and lets the page register a worker of its own', async () => {
    const admin = await app.inject({ url: '/admin' });
    expect(admin.body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(admin.headers['content-security-policy']).toContain("worker-src 'self'");
    // A shopper's page is not the admin app: nothing offers to install it.
    for (const url of ['/', '/cart', '/signin']) {
      const page = await app.inject({ url });
      expect(page.body).not.toContain('rel="manifest"');
      expect(page.headers['content-security-policy']).toContain("worker-src 'self'");
    }
  });

  it('serves the service worker as script, revalidated at every visit, with no fetch handler', async () => {
    const res = await app.inject({ url: '/admin-sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // Its scope (/admin) is under its own folder: no Service-Worker-Allowed header is needed.
    expect(res.headers['service-worker-allowed']).toBeUndefined();
    // Nothing of the admin is ever cached on the phone: no fetch handler, no Cache Storage.
    expect(res.body).not.toMatch(/addEventListener\(\s*['"]fetch['"]/);
    expect(res.body).not.toMatch(/\bcaches\./);
    expect(readFileSync(join(PUBLIC, 'admin-sw.js'), 'utf8')).toBe(res.body);
  });
});
