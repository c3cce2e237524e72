import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createReview } from '../../testing/factories.ts';

const { app, db } = await buildTestApp();

describe('the catalogue snapshot', () => {
  it('is shared by reads until a write names a changed product', async () => {
    const first = await app.catalog.get();
    expect(await app.catalog.get()).toBe(first);

    const product = await createProduct(db, { name: 'Snapshot Balm', priceKobo: 99_950 });
    const second = await app.catalog.get();
    expect(second).not.toBe(first);
    expect(second.version).toBeGreaterThan(first.version);
    expect(second.byProductId.get(product.productId)).toMatchObject({ name: 'Snapshot Balm', price: 999.5 });

    await createReview(db, product.id, { rating: 3 });
    const third = await app.catalog.get();
    expect(third.byProductId.get(product.productId)).toMatchObject({ rating: 3, reviewCount: 1 });
  });
});
