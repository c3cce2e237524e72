import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createReview } from '../../testing/factories.ts';

// The storefront listing's questions: search, sort, price and stock filters, and pages with the
// total of every match, answered from the catalogue snapshot.

const { app, db } = await buildTestApp();

// Eight makeup products, made oldest first (the listing answers newest first), and one skincare.
const made: Awaited<ReturnType<typeof createProduct>>[] = [];
const prices = [5_000, 12_500, 2_000, 9_000, 7_500, 30_000, 4_000, 18_000];
for (const [i, naira] of prices.entries()) {
  made.push(
    await createProduct(db, {
      name: `Lip ${i}`,
      fullname: `Glow Naija Lip ${i}`,
      description: i % 2 === 0 ? 'A satin gloss.' : 'A matte colour.',
      category: 'makeup',
      priceKobo: naira * 100,
      inStock: i !== 3,
      // Lip 5 has shades, none of them in stock: it cannot be bought now.
      colors: i === 5 ? [{ name: 'Ruby', code: '#9b111e', inStock: false }] : [],
    }),
  );
}
await createProduct(db, { name: 'Satin Serum', category: 'skincare', priceKobo: 600_000 });
for (const rating of [5, 5]) await createReview(db, made[2]!.id, { rating });
await createReview(db, made[6]!.id, { rating: 5 });
await createReview(db, made[0]!.id, { rating: 3 });

type Page = { products: Product[]; total?: number };
const get = (query: string) => app.inject({ url: `/api/product/products?${query}` });
const page = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
const names = (p: Page) => p.products.map((x) => x.name);
const newestFirst = prices.map((_, i) => `Lip ${i}`).reverse();

describe('GET /api/product/products as a listing page', () => {
  it('answers the category exactly as before when nothing else is asked', async () => {
    const body = await page('category=makeup');
    expect(Object.keys(body)).toEqual(['products']);
    expect(names(body)).toEqual(newestFirst);
    const all = await page('');
    expect(Object.keys(all)).toEqual(['products']);
    expect(all.products).toHaveLength(9);
  });

  it('pages with limit and offset and tells the total of every match', async () => {
    const first = await page('category=makeup&limit=3');
    expect(first).toMatchObject({ total: 8 });
    expect(names(first)).toEqual(newestFirst.slice(0, 3));
    const second = await page('category=makeup&limit=3&offset=3');
    expect(names(second)).toEqual(newestFirst.slice(3, 6));
    const last = await page('category=makeup&limit=3&offset=6');
    expect(names(last)).toEqual(newestFirst.slice(6));
    expect(last.total).toBe(8);
    const beyond = await page('category=makeup&limit=3&offset=30');
    expect(beyond).toEqual({ products: [], total: 8 });
  });

  it('sorts newest first, by price both ways, and by rating', async () => {
    expect(names(await page('category=makeup&sort=newest'))).toEqual(newestFirst);
    const cheapest = await page('category=makeup&sort=price-asc');
    expect(cheapest.products.map((p) => p.price)).toEqual([...prices].sort((a, b) => a - b));
    const dearest = await page('category=makeup&sort=price-desc&limit=2');
    expect(dearest.products.map((p) => p.price)).toEqual([30_000, 18_000]);
    expect(dearest.total).toBe(8);
    // Best average first, more reviews breaking the tie; unreviewed products keep newest order.
    const rated = names(await page('category=makeup&sort=top-rated'));
    expect(rated.slice(0, 3)).toEqual(['Lip 2', 'Lip 6', 'Lip 0']);
    expect(rated.slice(3)).toEqual(newestFirst.filter((n) => !['Lip 2', 'Lip 6', 'Lip 0'].includes(n)));
  });

  it('keeps prices within whole-naira bounds, both inclusive', async () => {
    const mid = await page('category=makeup&minPrice=5000&maxPrice=12500&sort=price-asc');
    expect(mid.products.map((p) => p.price)).toEqual([5_000, 7_500, 9_000, 12_500]);
    expect(mid.total).toBe(4);
    expect((await page('category=makeup&minPrice=18000')).total).toBe(2);
    expect((await page('category=makeup&maxPrice=2000')).total).toBe(1);
    // An empty range finds nothing rather than failing.
    expect(await page('category=makeup&minPrice=9000&maxPrice=100')).toEqual({ products: [], total: 0 });
  });

  it('keeps only what can be bought now with inStock', async () => {
    const buyable = await page('category=makeup&inStock=1');
    expect(buyable.total).toBe(6);
    expect(names(buyable)).not.toContain('Lip 3'); // out of stock
    expect(names(buyable)).not.toContain('Lip 5'); // no shade in stock
    expect((await page('category=makeup&inStock=true')).total).toBe(6);
    expect((await page('category=makeup&inStock=0')).total).toBe(8);
  });

  it('searches with the shared rule, then filters, sorts and pages the matches', async () => {
    const satin = await page('category=makeup&q=SATIN');
    expect(satin.total).toBe(4);
    const found = await page('category=makeup&q=%20satin%20&inStock=1&maxPrice=5000&sort=price-desc&limit=1');
    expect(found.total).toBe(3);
    expect(names(found)).toEqual(['Lip 0']);
    // Without a category the search covers the whole shop.
    expect(names(await page('q=satin&sort=price-asc')).sort()).toEqual(
      ['Lip 0', 'Lip 2', 'Lip 4', 'Lip 6', 'Satin Serum'].sort(),
    );
    expect(await page('category=makeup&q=zzqx')).toEqual({ products: [], total: 0 });
  });

  it('treats an empty search as no search', async () => {
    const body = await page('category=makeup&q=%20%20');
    expect(Object.keys(body)).toEqual(['products']);
    expect(body.products).toHaveLength(8);
  });

  it.each([
    ['sort=cheapest', 'sort must be one of newest, price-asc, price-desc, top-rated'],
    ['minPrice=abc', 'minPrice must be a whole number of naira, 0 or more'],
    ['maxPrice=-5', 'maxPrice must be a whole number of naira, 0 or more'],
    ['minPrice=12.5', 'minPrice must be a whole number of naira, 0 or more'],
    ['inStock=yes', 'inStock must be 1, 0, true or false'],
    ['limit=61', 'limit must be a whole number from 1 to 60'],
    ['limit=0', 'limit must be a whole number from 1 to 60'],
    ['limit=ten', 'limit must be a whole number from 1 to 60'],
    ['offset=-1', 'offset must be a whole number, 0 or more'],
    ['offset=1.5', 'offset must be a whole number, 0 or more'],
    [`q=${'a'.repeat(201)}`, 'q must be at most 200 characters'],
  ])('answers %s with a 400 and says what is wrong', async (query, message) => {
    const res = await get(`category=makeup&${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it('answers the same question asked another way from the same cache entry', async () => {
    const before = (await app.catalog.get()).answers.size;
    const a = await get('category=makeup&q=Satin&limit=2&inStock=1');
    const b = await get('inStock=true&limit=02&q=%20satin&category=makeup&utm_source=whatsapp&v=7');
    expect(b.json()).toEqual(a.json());
    expect(b.headers.etag).toBe(a.headers.etag);
    expect((await app.catalog.get()).answers.size).toBe(before + 1);
  });
});
