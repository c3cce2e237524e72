import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct } from '../../testing/factories.ts';
import { routeChunkPreloads } from './page-preloads.ts';

// A stand-in for Vite's build: index.html and the manifest of an entry and one lazy route.
const dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>Glow Naija</title>' +
    '<script id="shop-config" type="application/json">{}</script></head><body><div id="root"></div></body></html>',
);
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor-2.js' },
    '_schemas.js': { file: 'assets/schemas-3.js', imports: ['_vendor.js'] },
    'src/app/routes/cart-route.tsx': {
      file: 'assets/cart-route-4.js',
      isDynamicEntry: true,
      imports: ['_vendor.js', '_schemas.js', 'index.html'],
    },
  }),
);

const { app, db } = await buildTestApp({ WEB_DIST: dist }, { serveWeb: true });
const page = async (url: string) => (await app.inject({ url })).body;

describe('what a page asks the browser to fetch early', () => {
  it('preloads the home and listing banners’ poster, the largest picture there', async () => {
    expect(await page('/')).toContain(
      '<link rel="preload" as="image" href="/media/hero-poster.webp" fetchpriority="high" />',
    );
    expect(await page('/skincare/')).toContain('href="/media/skincare-poster.webp"');
  });

  it('preloads a product’s picture in the widths and sizes its page offers', async () => {
    const product = await createProduct(db, { image: 'abcdef0123456789abcd.webp' });
    const html = await page(`/product/${product.productId}`);
    expect(html).toContain(
      '<link rel="preload" as="image" href="/api/images/abcdef0123456789abcd.webp" ' +
        'imagesrcset="/api/images/abcdef0123456789abcd-w200.webp 200w, /api/images/abcdef0123456789abcd-w400.webp 400w, ' +
        '/api/images/abcdef0123456789abcd.webp 800w" imagesizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw" fetchpriority="high" />',
    );
  });

  it('preloads no picture for a product without a stored one', async () => {
    const product = await createProduct(db, { image: null });
    expect(await page(`/product/${product.productId}`)).not.toContain('rel="preload" as="image"');
  });

  it('preloads a lazy route’s own chunks, not those the entry brings', async () => {
    const html = await page('/cart');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/cart-route-4.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/schemas-3.js" />');
    expect(html).not.toContain('vendor-2.js');
    expect(html).not.toContain('index-1.js');
    expect(await page('/makeup')).not.toContain('modulepreload');
  });
});

describe('the chunks a rendered page starts its app with', () => {
  const built = mkdtempSync(join(tmpdir(), 'shop-dist-'));
  mkdirSync(join(built, '.vite'));
  writeFileSync(
    join(built, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor-2.js' },
      '_card.js': { file: 'assets/card-3.js', imports: ['_vendor.js'] },
      'src/app/routes/listing-route.tsx': {
        file: 'assets/listing-route-4.js',
        isDynamicEntry: true,
        imports: ['_vendor.js', '_card.js'],
      },
      'src/app/routes/product-route.tsx': {
        file: 'assets/product-route-5.js',
        isDynamicEntry: true,
        imports: ['_card.js'],
      },
      'src/app/data-left-out.ts': { file: 'assets/data-left-out-6.js', isDynamicEntry: true },
      'src/app/routes/dashboard-route.tsx': {
        file: 'assets/dashboard-route-7.js',
        isDynamicEntry: true,
        imports: ['_card.js'],
      },
      'src/app/routes/dashboard-route-data.ts': {
        file: 'assets/dashboard-route-data-8.js',
        isDynamicEntry: true,
        imports: ['_vendor.js'],
      },
    }),
  );
  const chunksOf = routeChunkPreloads(built);

  it('adds the code that fetches the data a listing left out, once, after the route’s own', () => {
    expect(chunksOf('/makeup', { dataLeftOut: true }).files).toEqual([
      '/assets/card-3.js',
      '/assets/listing-route-4.js',
      '/assets/data-left-out-6.js',
    ]);
  });

  it('adds the module of a route’s loader that loads with it, so its reads need not wait for the entry', () => {
    expect(chunksOf('/dashboard').files).toEqual([
      '/assets/card-3.js',
      '/assets/dashboard-route-7.js',
      '/assets/dashboard-route-data-8.js',
    ]);
  });

  it('lists each chunk after the chunks it imports, the order the browser evaluates them in', () => {
    const files = chunksOf('/makeup', { dataLeftOut: true }).files;
    expect(files.indexOf('/assets/card-3.js')).toBeLessThan(files.indexOf('/assets/listing-route-4.js'));
  });

  it('leaves it out of a page that sent all its data', () => {
    expect(chunksOf('/makeup').files).toEqual(['/assets/card-3.js', '/assets/listing-route-4.js']);
    expect(chunksOf('/product/GN-SK-002').files).not.toContain('/assets/data-left-out-6.js');
  });
});
