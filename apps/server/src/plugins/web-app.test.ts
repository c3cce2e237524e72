import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { configWith } from '../config.ts';
import { freshTestDatabase } from '../testing/build-test-app.ts';
import { createProduct } from '../testing/factories.ts';

// A tiny stand-in for Vite's build output: the server's job is how it serves it.
const dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<html><head><title>Glow Naija</title><script id="shop-config" type="application/json">{}</script></head>' +
    `<body><!-- ${'a long page '.repeat(200)} --></body></html>`,
);
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64"/></svg>';
writeFileSync(join(dist, 'favicon.svg'), FAVICON);
// What the build's precompression writes beside each asset.
writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));

const source = await freshTestDatabase();
const database = await source.open();
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
const product = await createProduct(database.db);
afterAll(async () => {
  await app.close();
  await database.close();
  await source.drop();
});

describe('serving the web app', () => {
  it('answers any page path with index.html carrying the shop configuration', async () => {
    const res = await app.inject({ method: 'GET', url: '/cart' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    // Each route has its own title, with the shop's name (escaped) after it.
    expect(res.body).toContain('<title>Your cart · Ada &lt;Beauty&gt;</title>');
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

  it("never lets a shared cache keep an order's page, which carries the order: private, no-store", async () => {
    for (const url of ['/order/a-view-token', '/Order/a-view-token/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
    // Pages the same for everyone are only revalidated.
    const track = await app.inject({ method: 'GET', url: '/track' });
    expect(track.headers['cache-control']).toBe('no-cache');
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

  it('answers every page of the app with 200, in any case and with a trailing slash, as the router reads it', async () => {
    const pages = [
      '/',
      '/makeup',
      '/Skincare/',
      `/product/${product.productId}`,
      '/cart',
      '/signin',
      '/signup',
    ];
    pages.push(
      '/dashboard',
      '/forgot',
      '/verify',
      '/newpassword',
      '/success',
      '/admin',
      '/order/abc123',
      '/track',
    );
    const statuses = await Promise.all(
      pages.map(async (url) => [url, (await app.inject({ url })).statusCode]),
    );
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  });

  it('answers a path that is no page with 404 and the app, whose router shows NotFound', async () => {
    for (const url of ['/nope', '/a/b/c', '/nope?x=1', '/product/', '/makeup/extra', '/index.html']) {
      const res = await app.inject({ url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<script id="shop-config" type="application/json">{');
      expect(res.body).toContain('<meta name="robots" content="noindex"');
    }
    expect((await app.inject({ method: 'HEAD', url: '/nope' })).statusCode).toBe(404);
  });

  it('answers a product page for a product the catalogue does not have with 404', async () => {
    const res = await app.inject({ url: '/product/GN-NO-999' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // The API says the same of it, which the page shows as 'Product not found'.
    expect((await app.inject({ url: '/api/product/products/GN-NO-999' })).statusCode).toBe(404);
  });

  it('serves the shop’s icon at /favicon.ico, kept a week', async () => {
    const res = await app.inject({ url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(res.body).toBe(FAVICON);
  });
});
