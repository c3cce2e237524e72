import { describe, expect, it } from 'vitest';
import type { Review } from '@shop/shared/catalog/review-schemas';
import { messages } from '@shop/shared/messages';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createReview } from '../../testing/factories.ts';

const { app, db } = await buildTestApp();

const balm = await createProduct(db, { name: 'Lip Balm' });
const toner = await createProduct(db, { name: 'Toner', category: 'skincare' });
await createReview(db, balm.id, {
  rating: 4,
  name: 'Chioma',
  review: 'Soft lips.',
  createdAt: new Date('2025-01-02T10:00:00Z'),
});
await createReview(db, balm.id, {
  rating: 2,
  name: 'Tunde',
  review: 'Too sticky.',
  createdAt: new Date('2025-03-04T10:00:00Z'),
});
await createReview(db, toner.id, {
  rating: 5,
  name: 'Ngozi',
  review: 'Clear skin!',
  createdAt: new Date('2025-02-03T10:00:00Z'),
});

describe('GET /api/review/all', () => {
  it('lists every review, newest first, with the API field names', async () => {
    const res = await app.inject({ url: '/api/review/all' });
    expect(res.statusCode).toBe(200);
    const reviews = res.json<Review[]>();
    expect(reviews.map((r) => r.name)).toEqual(['Tunde', 'Ngozi', 'Chioma']);
    expect(reviews[0]).toEqual({
      _id: expect.any(String),
      rating: 2,
      name: 'Tunde',
      review: 'Too sticky.',
      createdAt: '2025-03-04T10:00:00.000Z',
      productId: balm.productId,
      verified: false,
      productName: 'Lip Balm',
      skinType: null,
      photos: [],
    });
  });

  it('answers 304 to a client holding the current list', async () => {
    const first = await app.inject({ url: '/api/review/all' });
    const again = await app.inject({
      url: '/api/review/all',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/review/reviews?productId=', () => {
  it('lists one product’s reviews, newest first', async () => {
    const res = await app.inject({ url: `/api/review/reviews?productId=${balm.productId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<Review[]>().map((r) => r.review)).toEqual(['Too sticky.', 'Soft lips.']);
  });

  it('answers an empty list for a product without reviews', async () => {
    const res = await app.inject({ url: '/api/review/reviews?productId=NO-REVIEWS' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses a request without productId with a 400 and a message', async () => {
    const res = await app.inject({ url: '/api/review/reviews' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.catalog.productIdRequired });
    const empty = await app.inject({ url: '/api/review/reviews?productId=' });
    expect(empty.statusCode).toBe(400);
  });
});
