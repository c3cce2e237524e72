import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { recordCatalogChange } from '../catalog/catalog-change-log.ts';
import { WHOLE_LIST_PER_MINUTE } from './products.routes.ts';

const { app, db } = await buildTestApp();
// A catalogue whose whole list is past a megabyte of JSON (300 products of 4 kB each).
const made = await db
  .insert(products)
  .values(
    Array.from({ length: 300 }, (_, i) => ({
      productId: `WHOLE-${i}`,
      name: `Whole Lip ${i}`,
      fullname: `Whole Lip ${i}, satin`,
      description: 'A long description of a lipstick. '.repeat(120),
      category: 'makeup' as const,
      priceKobo: 250_000,
      image: 'whole.webp',
    })),
  )
  .returning({ id: products.id });
await recordCatalogChange(
  db,
  made.map((p) => p.id),
);

const ask = (url: string, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
  app.inject({ url, headers: { 'accept-encoding': 'br', ...headers }, remoteAddress });

describe('the whole catalogue unpaged (GET /api/product/products)', () => {
  it('is sent compressed from the cache, with the product fields, a few times a minute per address', async () => {
    const first = await ask('/api/product/products');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const { products: list } = JSON.parse(brotliDecompressSync(first.rawPayload).toString('utf8'));
    expect(list.length).toBeGreaterThanOrEqual(300);
    // The list carries every product field but the label's (ingredients, NAFDAC number, free-of,
    // decision 55) and the page's rows of cards (decision 62), which only its own page shows.
    const one = (await app.inject({ url: '/api/product/products/WHOLE-7' })).json().product;
    const { ingredients, nafdacNumber, freeOf, pairsWellWith, customersAlsoBought, ...listFields } = one;
    expect({ ingredients, nafdacNumber, freeOf, pairsWellWith, customersAlsoBought }).toEqual({
      ingredients: '',
      nafdacNumber: null,
      freeOf: [],
      pairsWellWith: [],
      customersAlsoBought: [],
    });
    expect(list.find((p: { productId: string }) => p.productId === 'WHOLE-7')).toEqual(listFields);

    for (let i = 1; i < WHOLE_LIST_PER_MINUTE; i++) {
      const again = await ask('/api/product/products');
      expect(again.statusCode).toBe(200);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    const refused = await ask('/api/product/products');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toBe(
      'The whole catalogue was sent to you several times this minute: try again shortly, or ask for pages (limit and offset)',
    );

    // A copy still current costs nothing and is still confirmed; pages and other addresses are served.
    const current = await ask('/api/product/products', { 'if-none-match': first.headers.etag as string });
    expect(current.statusCode).toBe(304);
    expect((await ask('/api/product/products?limit=24&offset=0')).statusCode).toBe(200);
    expect((await ask('/api/product/products', {}, '203.0.113.8')).statusCode).toBe(200);
  });
});
