import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createReview, createUser } from '../../testing/factories.ts';

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });

describe('admin review delete', () => {
  it('deletes a review, which leaves the product page reviews', async () => {
    const product = await createProduct(t.db);
    const review = await createReview(t.db, product.id, { review: 'Gone soon' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/review/${review.id}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Review deleted successfully' });
    const left = await t.app.inject({ url: `/api/review/reviews?productId=${product.productId}` });
    expect(left.json()).toEqual([]);
  });

  it('answers 404 for an unknown or malformed review id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/review/${id}`, headers: admin.auth });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Review not found');
    }
  });
});
