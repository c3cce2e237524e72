import { describe, expect, it } from 'vitest';
import type { RatingSummary } from '@shop/shared/catalog/rating';
import type { Review } from '@shop/shared/catalog/review-schemas';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createReview } from '../../testing/factories.ts';

// The product page's reviews a page at a time and its rating summary, both read from the database.

const { app, db } = await buildTestApp();

const balm = await createProduct(db, { name: 'Lip Balm' });
const other = await createProduct(db, { name: 'Toner', category: 'skincare' });
const ratings = [5, 4, 4, 3, 1, 5, 5];
for (const [i, rating] of ratings.entries()) {
  await createReview(db, balm.id, {
    rating,
    name: `Reviewer ${i}`,
    createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
  });
}
await createReview(db, other.id, { rating: 2, name: 'Elsewhere' });

const reviewsUrl = (query: string) => `/api/review/reviews?productId=${balm.productId}${query}`;
const names = (res: { json: <T>() => T }) => res.json<Review[]>().map((r) => r.name);

describe('GET /api/review/reviews with limit and offset', () => {
  it('answers one page of the product’s reviews, newest first, and their number', async () => {
    const first = await app.inject({ url: reviewsUrl('&limit=3') });
    expect(first.statusCode).toBe(200);
    expect(names(first)).toEqual(['Reviewer 6', 'Reviewer 5', 'Reviewer 4']);
    expect(first.headers['x-total-count']).toBe('7');
    const last = await app.inject({ url: reviewsUrl('&limit=3&offset=6') });
    expect(names(last)).toEqual(['Reviewer 0']);
    expect(last.json<Review[]>()[0]).toMatchObject({ productId: balm.productId, productName: 'Lip Balm' });
    const past = await app.inject({ url: reviewsUrl('&limit=3&offset=30') });
    expect(past.json()).toEqual([]);
  });

  it('answers every review as before without paging parameters', async () => {
    const all = await app.inject({ url: reviewsUrl('') });
    expect(names(all)).toEqual(ratings.map((_, i) => `Reviewer ${6 - i}`));
    expect(all.headers['x-total-count']).toBeUndefined();
  });

  it('refuses bad paging values with a 400 and a message', async () => {
    for (const query of ['&limit=0', '&limit=51', '&limit=two', '&limit=1.5', '&offset=-1', '&offset=x']) {
      const res = await app.inject({ url: reviewsUrl(query) });
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message, query).toMatch(/^(limit|offset) must be/);
    }
  });

  it('answers 304 to a client holding the page, and a new page after a review is written', async () => {
    const first = await app.inject({ url: reviewsUrl('&limit=2') });
    const etag = first.headers.etag as string;
    const again = await app.inject({ url: reviewsUrl('&limit=2'), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const fresh = await createProduct(db, { name: 'Fresh' });
    await createReview(db, fresh.id, { name: 'First word' });
    const changed = await app.inject({
      url: `/api/review/reviews?productId=${fresh.productId}&limit=2`,
    });
    expect(names(changed)).toEqual(['First word']);
    expect(changed.headers['x-total-count']).toBe('1');
  });
});

describe('GET /api/review/summary', () => {
  it('gives the average to one decimal, the count and each star’s share', async () => {
    const res = await app.inject({ url: `/api/review/summary?productId=${balm.productId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<RatingSummary>()).toEqual({
      average: 3.9,
      count: 7,
      bars: [
        { stars: 5, percent: 43 },
        { stars: 4, percent: 29 },
        { stars: 3, percent: 14 },
        { stars: 2, percent: 0 },
        { stars: 1, percent: 14 },
      ],
    });
  });

  it('gives zeros for a product without reviews and refuses a missing productId', async () => {
    const res = await app.inject({ url: '/api/review/summary?productId=NO-SUCH' });
    expect(res.json<RatingSummary>()).toMatchObject({ average: 0, count: 0 });
    expect((await app.inject({ url: '/api/review/summary' })).statusCode).toBe(400);
  });

  it('follows a new review at once', async () => {
    const product = await createProduct(db);
    const url = `/api/review/summary?productId=${product.productId}`;
    expect((await app.inject({ url })).json<RatingSummary>().count).toBe(0);
    await createReview(db, product.id, { rating: 2 });
    expect((await app.inject({ url })).json<RatingSummary>()).toMatchObject({ average: 2, count: 1 });
  });
});

describe('GET /api/review/all a page at a time (the home page’s testimonials)', () => {
  it('answers 7 reviews, newest first, with the number of all reviews; bad values are refused', async () => {
    const all = (await app.inject({ url: '/api/review/all' })).json<Review[]>();
    const page = await app.inject({ url: '/api/review/all?limit=7&offset=7' });
    expect(page.statusCode).toBe(200);
    expect(names(page)).toEqual(all.slice(7, 14).map((r) => r.name));
    expect(page.headers['x-total-count']).toBe(String(all.length));
    for (const query of ['limit=0', 'limit=abc', 'offset=-1', 'limit=101']) {
      expect((await app.inject({ url: `/api/review/all?${query}` })).statusCode, query).toBe(400);
    }
  });
});
