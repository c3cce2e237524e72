import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct } from '../../testing/factories.ts';

// The listings' price sort and price filter go by the price charged now (decision 60): a product
// on sale sorts and filters by its sale price while the sale runs.

const t = await buildTestApp();
const day = 24 * 3_600_000;
await createProduct(t.db, { name: 'Sale Lip', priceKobo: 1_000_000, type: null });
await createProduct(t.db, {
  name: 'Sale Gloss',
  priceKobo: 1_200_000,
  salePriceKobo: 500_000,
  saleStartsAt: new Date(Date.now() - day),
  saleEndsAt: new Date(Date.now() + day),
});
await createProduct(t.db, { name: 'Sale Liner', priceKobo: 800_000 });

const names = async (query: string) =>
  (await t.app.inject({ url: `/api/product/products?category=makeup&q=sale&${query}` }))
    .json<{ products: Product[] }>()
    .products.map((p) => p.name);

describe('the listings’ price sort and filter', () => {
  it('sort a product on sale by its sale price', async () => {
    expect(await names('sort=price-asc')).toEqual(['Sale Gloss', 'Sale Liner', 'Sale Lip']);
    expect(await names('sort=price-desc')).toEqual(['Sale Lip', 'Sale Liner', 'Sale Gloss']);
  });

  it('filter a product on sale by its sale price', async () => {
    expect(await names('maxPrice=6000')).toEqual(['Sale Gloss']);
    expect(await names('minPrice=9000&sort=price-asc')).toEqual(['Sale Lip']);
  });
});
