import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { messages } from '@shop/shared/messages';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createReview } from '../../testing/factories.ts';

const { app, db } = await buildTestApp();

const lipstick = await createProduct(db, {
  name: 'Velvet Lip',
  fullname: 'Glow Naija Velvet Matte Lipstick',
  category: 'makeup',
  priceKobo: 1_250_050,
  colors: [
    { name: 'Ruby', code: '#9b111e' },
    { name: 'Cocoa', code: '#6f4e37', inStock: false },
  ],
});
const serum = await createProduct(db, {
  name: 'Shea Glow Serum',
  description: 'Brightening serum with shea butter.',
  category: 'skincare',
  priceKobo: 800_000,
  inStock: false,
});
const cleanser = await createProduct(db, { name: 'Gentle Cleanser', category: 'skincare' });

type List = { products: Product[] };
const list = async (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('GET /api/product/products', () => {
  it('lists every product with the API field names and naira prices', async () => {
    const res = await list('/api/product/products');
    expect(res.statusCode).toBe(200);
    const { products } = res.json<List>();
    expect(products).toHaveLength(3);
    const found = products.find((p) => p.productId === lipstick.productId)!;
    expect(found).toMatchObject({
      _id: lipstick.id,
      name: 'Velvet Lip',
      fullname: 'Glow Naija Velvet Matte Lipstick',
      category: 'makeup',
      price: 12500.5,
      inStock: true,
    });
    expect(found.colors.map((c) => [c.name, c.code, c.inStock])).toEqual([
      ['Ruby', '#9b111e', true],
      ['Cocoa', '#6f4e37', false],
    ]);
    expect(found.colors[0]!._id).toEqual(expect.any(String));
  });

  it('filters by category', async () => {
    const { products } = (await list('/api/product/products?category=skincare')).json<List>();
    expect(products.map((p) => p.productId).sort()).toEqual([serum.productId, cleanser.productId].sort());
    const makeup = (await list('/api/product/products?category=makeup')).json<List>();
    expect(makeup.products.map((p) => p.productId)).toEqual([lipstick.productId]);
  });

  it('answers an unknown category with a 400 and a message, not an empty list', async () => {
    const res = await list('/api/product/products?category=perfume');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.catalog.unknownCategory });
  });

  it('searches name, description, category and full name case-insensitively with q', async () => {
    const byDescription = (await list('/api/product/products?q=SHEA%20butter')).json<List>();
    expect(byDescription.products.map((p) => p.productId)).toEqual([serum.productId]);
    const byFullname = (await list('/api/product/products?q=velvet%20matte')).json<List>();
    expect(byFullname.products.map((p) => p.productId)).toEqual([lipstick.productId]);
    const withCategory = (await list('/api/product/products?category=makeup&q=serum')).json<List>();
    expect(withCategory.products).toEqual([]);
  });

  it('pages with limit and offset, and keeps the whole list without them', async () => {
    const all = (await list('/api/product/products')).json<List>().products;
    const first = (await list('/api/product/products?limit=2')).json<List>().products;
    const rest = (await list('/api/product/products?limit=2&offset=2')).json<List>().products;
    expect(first).toEqual(all.slice(0, 2));
    expect(rest).toEqual(all.slice(2));
  });

  it('refuses a limit that is not a positive whole number', async () => {
    expect((await list('/api/product/products?limit=0')).statusCode).toBe(400);
    expect((await list('/api/product/products?limit=abc')).statusCode).toBe(400);
    expect((await list('/api/product/products?offset=-1')).statusCode).toBe(400);
  });

  it('sends the list compressed to a browser that accepts it, the same JSON inside', async () => {
    const big = `${'A long description. '.repeat(60)}`;
    await createProduct(db, { category: 'skincare', description: big });
    const plain = await list('/api/product/products');
    const br = await list('/api/product/products', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await list('/api/product/products', { 'accept-encoding': 'gzip' });
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends an ETag and answers 304 to a client holding the current list', async () => {
    const first = await list('/api/product/products?category=makeup');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await list('/api/product/products?category=makeup', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 200 with a new ETag once the catalogue changed', async () => {
    const before = await list('/api/product/products');
    await createProduct(db, { name: 'Fresh Arrival' });
    const after = await list('/api/product/products', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<List>().products.some((p) => p.name === 'Fresh Arrival')).toBe(true);
  });
});

describe('ratings on the catalogue answers', () => {
  it('gives each product its average rating (one decimal) and review count, 0 without reviews', async () => {
    const rated = await createProduct(db, { name: 'Rated Balm', category: 'skincare' });
    for (const rating of [4, 5, 5]) await createReview(db, rated.id, { rating });
    const { products } = (await list('/api/product/products?category=skincare')).json<List>();
    expect(products.find((p) => p.productId === rated.productId)).toMatchObject({
      rating: 4.7,
      reviewCount: 3,
    });
    expect(products.find((p) => p.productId === cleanser.productId)).toMatchObject({
      rating: 0,
      reviewCount: 0,
    });
    const one = (await list(`/api/product/products/${rated.productId}`)).json<{ product: Product }>();
    expect(one.product).toMatchObject({ rating: 4.7, reviewCount: 3 });
  });

  it('counts a new review at once (the catalogue version moves)', async () => {
    const rated = await createProduct(db, { name: 'Fresh Balm' });
    await createReview(db, rated.id, { rating: 2 });
    const first = (await list('/api/product/products')).json<List>();
    expect(first.products.find((p) => p.productId === rated.productId)?.reviewCount).toBe(1);
    await createReview(db, rated.id, { rating: 5 });
    const second = (await list('/api/product/products')).json<List>();
    expect(second.products.find((p) => p.productId === rated.productId)).toMatchObject({
      rating: 3.5,
      reviewCount: 2,
    });
  });
});

describe('GET /api/product/products/:productId', () => {
  it('answers one product with its colours', async () => {
    const res = await list(`/api/product/products/${lipstick.productId}`);
    expect(res.statusCode).toBe(200);
    const { product } = res.json<{ product: Product }>();
    expect(product.productId).toBe(lipstick.productId);
    expect(product.colors).toHaveLength(2);
  });

  it('answers an unknown productId with a 404 and a message', async () => {
    const res = await list('/api/product/products/NO-SUCH-ID');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: messages.catalog.productNotFound });
  });

  it('answers 304 when the product is unchanged', async () => {
    const url = `/api/product/products/${serum.productId}`;
    const first = await list(url);
    const again = await list(url, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });
});
