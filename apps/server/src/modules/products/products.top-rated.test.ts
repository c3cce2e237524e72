import { describe, expect, it } from 'vitest';
import type { HomeProducts } from '@shop/shared/catalog/storefront-schemas';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createReview } from '../../testing/factories.ts';

// The home page's top-rated rows (decision 58): ranked by verified buyers' reviews once a product
// has enough of them, never a product that cannot be bought, and for a known skin only products
// made for it.

const { app, db } = await buildTestApp();

async function reviewed(
  name: string,
  ratings: { verified?: number[]; unverified?: number[] },
  values: Parameters<typeof createProduct>[1] = {},
) {
  const p = await createProduct(db, { name, category: 'skincare', ...values });
  for (const rating of ratings.verified ?? []) await createReview(db, p.id, { rating, verified: true });
  for (const rating of ratings.unverified ?? []) await createReview(db, p.id, { rating });
  return p;
}

// Five stars from strangers do not beat four and a half from three buyers.
await reviewed('Loud Cream', { unverified: [5, 5, 5, 5, 5, 5] }, { skinTypes: ['oily'], concerns: ['acne'] });
await reviewed(
  'Buyers Gel',
  { verified: [5, 4, 5] },
  { skinTypes: ['oily', 'combination'], concerns: ['acne'] },
);
await reviewed('Buyers Balm', { verified: [4, 4, 4, 4] }, { skinTypes: ['dry'], concerns: ['dryness'] });
// Two verified reviews are too few to rank by: it comes after those with enough.
await reviewed('Two Fives', { verified: [5, 5] }, { skinTypes: ['oily'], concerns: ['dullness'] });
await reviewed(
  'Sold Out Star',
  { verified: [5, 5, 5, 5] },
  { inStock: false, skinTypes: ['oily'], concerns: ['acne'] },
);
await reviewed('Unreviewed Oily', {}, { skinTypes: ['oily'], concerns: ['acne'] });

const names = (list: Product[]) => list.map((p) => p.name);
const forSkin = async (query: string) => {
  const res = await app.inject({ url: `/api/product/top-rated?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return names(res.json<{ products: Product[] }>().products);
};

describe('the top-rated rows', () => {
  it('rank by verified reviews with at least three, then the rest; never out of stock', async () => {
    const home = (await app.inject({ url: '/api/product/home' })).json<HomeProducts>();
    expect(names(home.topRated)).toEqual(['Buyers Gel', 'Buyers Balm', 'Loud Cream', 'Two Fives']);
  });

  it('for a known skin keep only products for her skin type and one of her concerns', async () => {
    expect(await forSkin('skinType=oily')).toEqual(['Buyers Gel', 'Loud Cream', 'Two Fives']);
    expect(await forSkin('skinType=oily&concerns=acne')).toEqual(['Buyers Gel', 'Loud Cream']);
    expect(await forSkin('concerns=dryness,dullness')).toEqual(['Buyers Balm', 'Two Fives']);
    expect(await forSkin('skinType=sensitive')).toEqual([]);
  });

  it('refuses an unknown skin type or concern with a 400', async () => {
    expect((await app.inject({ url: '/api/product/top-rated?skinType=greasy' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/product/top-rated?concerns=acne,wrinkles' })).statusCode).toBe(400);
  });
});
