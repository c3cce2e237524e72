import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { configWith } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { pgliteTemplate } from '../testing/build-test-app.ts';

// A tiny stand-in for Vite's build output: the server's job is how it serves it.
const dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<html><head><title>Glow Naija</title><script id="shop-config" type="application/json">{}</script></head>' +
    `<body><!-- ${'a long page '.repeat(200)} --></body></html>`,
);
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
// What the build's precompression writes beside each asset.
writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));

const database = await openDatabase({ dataDir: null, loadDataDir: pgliteTemplate() });
const app = await buildApp({
  config: configWith({
    WEB_DIST: dist,
    LOG_LEVEL: 'silent',
    SHOP_NAME: 'Ada <Beauty>',
    SHOP_PHONE: '+234 1 234',
    SOCIAL_INSTAGRAM_URL: 'https://instagram.com/glownaija',
  }),
  db: database.db,
  serveWeb: true,
});

describe('serving the web app', () => {
  it('answers any page path with index.html carrying the shop configuration', async () => {
    const res = await app.inject({ method: 'GET', url: '/product/GN-MU-001' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Ada &lt;Beauty&gt; · Makeup and skincare</title>');
    const json = /<script id="shop-config" type="application\/json">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(json!)).toMatchObject({
      shopName: 'Ada <Beauty>',
      phone: '+234 1 234',
      social: { instagram: 'https://instagram.com/glownaija' },
    });
    // Only what the page shows: nothing of the payment provider.
    expect(Object.keys(JSON.parse(json!)).sort()).toEqual(['email', 'phone', 'shopName', 'social']);
    // Unset social addresses are left out, so the page hides their icons.
    expect(JSON.parse(json!).social).toEqual({ instagram: 'https://instagram.com/glownaija' });
    expect(json).not.toContain('<');
  });

  it('sends the build’s precompressed asset, and compresses pages, to browsers that accept it', async () => {
    const asset = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    const page = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('Ada &lt;Beauty&gt;');
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps API 404s as JSON, however long the path', async () => {
    for (const url of ['/api/unknown', `/api/product/products/${'x'.repeat(5000)}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().message).toBeTruthy();
    }
  });
});
