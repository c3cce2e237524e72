import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct } from '../../testing/factories.ts';

// Shop by skin (decision 58): products name the skin types they suit and the concerns they target;
// the listing and the search filter by one of each, on the server.

const { app, db } = await buildTestApp();

const gel = await createProduct(db, {
  name: 'Oil Control Gel',
  category: 'skincare',
  skinTypes: ['combination', 'oily'],
  concerns: ['acne'],
});
await createProduct(db, {
  name: 'Spot Serum',
  category: 'skincare',
  skinTypes: ['dry'],
  concerns: ['acne', 'hyperpigmentation'],
});
await createProduct(db, { name: 'Oil Cleanser', category: 'skincare', skinTypes: ['oily'], concerns: [] });
await createProduct(db, { name: 'Plain Balm', category: 'skincare' });
await createProduct(db, { name: 'Oil Lipstick', category: 'makeup' });

type Page = { products: Product[]; total?: number };
const names = async (query: string) => {
  const res = await app.inject({ url: `/api/product/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<Page>()
    .products.map((p) => p.name)
    .sort();
};

describe('shop by skin on the catalogue', () => {
  it("a product's answer carries its skin types (in the shop's order) and concerns", async () => {
    const res = await app.inject({ url: `/api/product/products/${gel.productId}` });
    expect(res.json().product).toMatchObject({ skinTypes: ['oily', 'combination'], concerns: ['acne'] });
    const plain = (await app.inject({ url: '/api/product/products?category=skincare' }))
      .json<Page>()
      .products.find((p) => p.name === 'Plain Balm');
    expect(plain).toMatchObject({ skinTypes: [], concerns: [] });
  });

  it('the listing keeps only products for the skin type and the concern asked, with their total', async () => {
    expect(await names('category=skincare&skinType=oily')).toEqual(['Oil Cleanser', 'Oil Control Gel']);
    expect(await names('category=skincare&concern=acne')).toEqual(['Oil Control Gel', 'Spot Serum']);
    expect(await names('category=skincare&skinType=oily&concern=acne')).toEqual(['Oil Control Gel']);
    const res = await app.inject({ url: '/api/product/products?skinType=dry&concern=ageing' });
    expect(res.json()).toEqual({ products: [], total: 0 });
  });

  it('the search filters by skin the same way', async () => {
    expect(await names('q=oil')).toEqual(['Oil Cleanser', 'Oil Control Gel', 'Oil Lipstick']);
    expect(await names('q=oil&skinType=oily&concern=acne')).toEqual(['Oil Control Gel']);
  });

  it('refuses an unknown skin type or concern with a 400 naming the choices', async () => {
    const bad = await app.inject({ url: '/api/product/products?skinType=greasy' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('skinType must be one of oily, dry, combination, normal, sensitive');
    const badConcern = await app.inject({ url: '/api/product/products?concern=wrinkles' });
    expect(badConcern.statusCode).toBe(400);
    expect(badConcern.body).toContain('concern must be one of');
  });

  it('the database refuses a skin type or concern outside the lists', async () => {
    await expect(createProduct(db, { skinTypes: ['greasy'] })).rejects.toThrow();
    await expect(createProduct(db, { concerns: ['wrinkles'] })).rejects.toThrow();
  });
});
