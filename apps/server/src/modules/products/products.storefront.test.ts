import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalog/product-schemas';
import type { HomeProducts } from '@shop/shared/catalog/storefront-schemas';
import { messages } from '@shop/shared/messages';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createReview } from '../../testing/factories.ts';

// The home page's products and a product's similar items, chosen by the server.

const { app, db } = await buildTestApp();

const day = (n: number) => new Date(Date.UTC(2025, 0, n));
type Row = Awaited<ReturnType<typeof createProduct>>;
const makeup: Row[] = [];
for (let i = 1; i <= 7; i++) {
  makeup.push(await createProduct(db, { name: `Lip ${i}`, category: 'makeup', createdAt: day(i) }));
}
const soldOut = await createProduct(db, {
  name: 'Lip sold out',
  category: 'makeup',
  inStock: false,
  createdAt: day(1),
});
const skincare: Row[] = [];
for (let i = 1; i <= 5; i++) {
  skincare.push(await createProduct(db, { name: `Cream ${i}`, category: 'skincare', createdAt: day(i) }));
}
await createReview(db, makeup[0]!.id, { rating: 5 });
await createReview(db, skincare[0]!.id, { rating: 4 });
await createReview(db, skincare[1]!.id, { rating: 2 });

const similar = async (productId: string) =>
  (await app.inject({ url: `/api/product/products/${productId}/similar` })).json<{ products: Product[] }>()
    .products;

describe('GET /api/product/home', () => {
  it('answers the 4 newest products of each category and the best rated ones', async () => {
    const res = await app.inject({ url: '/api/product/home' });
    expect(res.statusCode).toBe(200);
    const home = res.json<HomeProducts>();
    expect(home.makeup.map((p) => p.name)).toEqual(['Lip 7', 'Lip 6', 'Lip 5', 'Lip 4']);
    expect(home.skincare.map((p) => p.name)).toEqual(['Cream 5', 'Cream 4', 'Cream 3', 'Cream 2']);
    expect(home.topRated.map((p) => p.name)).toEqual(['Lip 1', 'Cream 1', 'Cream 2']);
    expect(home.topRated[0]).toMatchObject({ rating: 5, reviewCount: 1 });
  });

  it('answers 304 to a client holding the current answer', async () => {
    const first = await app.inject({ url: '/api/product/home' });
    const again = await app.inject({
      url: '/api/product/home',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/product/products/{id}/similar', () => {
  it('answers 4 other products of the same category, those in stock first', async () => {
    for (let run = 0; run < 10; run++) {
      const products = await similar(makeup[0]!.productId);
      expect(products).toHaveLength(4);
      expect(new Set(products.map((p) => p.productId)).size).toBe(4);
      for (const p of products) {
        expect(p.category).toBe('makeup');
        expect(p.productId).not.toBe(makeup[0]!.productId);
        expect(p.productId).not.toBe(soldOut.productId);
      }
    }
  });

  it('varies its choice from one request to the next', async () => {
    const seen = new Set<string>();
    for (let run = 0; run < 20; run++) {
      for (const p of await similar(makeup[0]!.productId)) seen.add(p.productId);
    }
    // Six other makeup products can be bought: all of them come up, the sold-out one never.
    expect(seen.size).toBe(6);
  });

  it('fills the row with a sold-out product only when too few can be bought', async () => {
    const products = await similar(skincare[0]!.productId);
    expect(products.map((p) => p.productId).sort()).toEqual(
      skincare
        .slice(1)
        .map((p) => p.productId)
        .sort(),
    );
    const few = await createProduct(db, { category: 'skincare', inStock: false });
    const withSoldOut = await similar(skincare[0]!.productId);
    expect(withSoldOut).toHaveLength(4);
    expect(withSoldOut.map((p) => p.productId)).not.toContain(few.productId);
    const fromSoldOut = await similar(few.productId);
    expect(fromSoldOut.map((p) => p.productId)).not.toContain(few.productId);
  });

  it('is not kept by the browser, and 404s for an unknown product', async () => {
    const res = await app.inject({ url: `/api/product/products/${makeup[1]!.productId}/similar` });
    expect(res.headers['cache-control']).toBe('no-store');
    const missing = await app.inject({ url: '/api/product/products/NO-SUCH/similar' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: messages.catalog.productNotFound });
  });
});
