import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct } from '../../testing/factories.ts';
import { AnswerCache, CachedBody } from './answer-cache.ts';

const { app, db } = await buildTestApp();
// Long enough that the listing is sent compressed.
for (let i = 0; i < 5; i++) {
  await createProduct(db, { category: 'makeup', description: `A long description. `.repeat(40) + i });
}
const br = { 'accept-encoding': 'gzip, deflate, br' };

describe('cached catalogue answers', () => {
  it('are keyed by what decides the answer: made-up query parameters add nothing', async () => {
    const first = await app.inject({ url: '/api/product/products?category=makeup', headers: br });
    expect(first.headers['content-encoding']).toBe('br');
    const { answers } = await app.catalog.get();
    const entries = answers.size;
    const bytes = answers.bytes;

    for (let i = 0; i < 200; i++) {
      const res = await app.inject({ url: `/api/product/products?v=${i}&category=makeup`, headers: br });
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe(first.headers.etag);
    }
    expect(answers.size).toBe(entries);
    expect(answers.bytes).toBe(bytes);

    // A different known parameter is a different answer.
    const all = await app.inject({ url: '/api/product/products?utm_source=x', headers: br });
    expect(all.headers.etag).not.toBe(first.headers.etag);
    expect(answers.size).toBe(entries + 1);
  });

  it('answer correctly, compressed or not, after a catalogue write', async () => {
    const before = await app.inject({ url: '/api/product/products', headers: br });
    const added = await createProduct(db, { category: 'skincare', name: 'Fresh Shea Balm' });
    const after = await app.inject({ url: '/api/product/products', headers: br });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const { products } = JSON.parse(brotliDecompressSync(after.rawPayload).toString());
    expect(products[0]).toMatchObject({ productId: added.productId, name: 'Fresh Shea Balm' });
    const plain = await app.inject({ url: '/api/product/products' });
    expect(plain.json().products).toEqual(products);
    // A client holding the new ETag gets a 304; the old one gets the new answer.
    const current = await app.inject({
      url: '/api/product/products',
      headers: { 'if-none-match': after.headers.etag as string },
    });
    expect(current.statusCode).toBe(304);
  });

  it('go out in the encoding each client accepts, the same on a first and a repeat read', async () => {
    const listing = '/api/product/products?category=makeup&encodings=1';
    const plain = (await app.inject({ url: listing })).body;
    const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;
    for (const encoding of ['br', 'gzip'] as const) {
      for (const read of ['first', 'repeat']) {
        const res = await app.inject({ url: listing, headers: { 'accept-encoding': encoding } });
        expect(res.headers['content-encoding'], read).toBe(encoding);
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(decode[encoding](res.rawPayload).toString(), read).toBe(plain);
      }
    }
    const identity = await app.inject({ url: listing, headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain);
    // Small answers go out as they are, whatever the client accepts.
    const small = await app.inject({ url: '/api/review/all', headers: br });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('the answer cache', () => {
  it('keeps the answer used most recently when the byte bound is reached', () => {
    const answer = () => new CachedBody('x'.repeat(1000));
    const cache = new AnswerCache(3 * 1400);
    cache.set('a', answer());
    cache.set('b', answer());
    cache.set('c', answer());
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    cache.set('d', answer());
    expect(cache.has('a')).toBe(true);
    expect(cache.has('b')).toBe(false);
    expect(cache.has('c')).toBe(true);
    expect(cache.has('d')).toBe(true);
    expect(cache.bytes).toBeLessThanOrEqual(3 * 1400);
  });

  it('counts compressed forms and shares one compression between concurrent requests', async () => {
    const cache = new AnswerCache();
    const body = new CachedBody(JSON.stringify({ text: 'glow '.repeat(10_000) }));
    cache.set('k', body);
    const before = cache.bytes;
    const [one, two] = [body.brotli(), body.brotli()];
    expect(one).toBe(two);
    const compressed = await one;
    expect(cache.bytes).toBe(before + compressed.byteLength);
  });

  const productsAnswer = () => {
    const products = Array.from({ length: 40 }, (_, i) => ({ name: `Shea Glow ${i}`, price: 1500 + i * 37 }));
    return new CachedBody(JSON.stringify({ products, note: 'glow '.repeat(400) }));
  };

  it('asked again, sends a smaller brotli form of the same JSON, and counts its bytes instead', async () => {
    const cache = new AnswerCache();
    const body = productsAnswer();
    cache.set('k', body);
    const before = cache.bytes;
    const first = await body.brotli();
    await vi.waitFor(() => expect(body.ready('br')).not.toBe(first));
    const better = body.ready('br')!;
    expect(better.byteLength).toBeLessThan(first.byteLength);
    expect(brotliDecompressSync(better).toString()).toBe(body.json);
    expect(await body.brotli()).toBe(better);
    expect(cache.bytes).toBe(before + better.byteLength);
  });

  it("spends no best-level compression on an answer sent once (a search's further page)", async () => {
    const cache = new AnswerCache();
    const body = productsAnswer();
    cache.set('k', body);
    const first = await body.brotli();
    const sentOnce = cache.bytes;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cache.bytes).toBe(sentOnce);
    expect(await body.brotli()).toBe(first);
  });
});
