import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, type Product } from '@shop/shared/catalog/product-schemas';
import { PRODUCT_TYPES, isTypeOfCategory } from '@shop/shared/catalog/product-types';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { products, reviews } from '../../db/schema/index.ts';
import { seedDemoCatalogue, wasSeeded } from './seed-demo.ts';

const { app, db } = await buildTestApp();

describe('the demo catalogue seed', () => {
  it('fills an empty shop with 26 makeup and 26 skincare products, once', async () => {
    expect(await wasSeeded(db)).toBe(false);
    expect(await seedDemoCatalogue(db)).toBe(true);
    expect(await seedDemoCatalogue(db)).toBe(false);
    expect(await wasSeeded(db)).toBe(true);

    const [productCount] = await db.select({ n: count() }).from(products);
    expect(productCount?.n).toBe(52);
    const [reviewCount] = await db.select({ n: count() }).from(reviews);
    expect(reviewCount?.n).toBeGreaterThan(0);
  });

  it('serves the seeded products with images the shop can load', async () => {
    const { products: list } = (await app.inject({ url: '/api/product/products' })).json<{
      products: Product[];
    }>();
    expect(list.filter((p) => p.category === 'makeup')).toHaveLength(26);
    expect(list.filter((p) => p.category === 'skincare')).toHaveLength(26);
    const image = await app.inject({ url: `/api/images/${list[0]!.image}` });
    expect(image.statusCode).toBe(200);
  });

  it('types every demo product within its category, so each type filter has products', async () => {
    const { products: list } = (await app.inject({ url: '/api/product/products' })).json<{
      products: Product[];
    }>();
    expect(list.filter((p) => !p.type || !isTypeOfCategory(p.category, p.type))).toEqual([]);
    for (const category of CATEGORIES)
      for (const type of PRODUCT_TYPES[category])
        expect(
          list.some((p) => p.type === type),
          `${category}: ${type}`,
        ).toBe(true);
  });

  it('gives each shade of a demo product its own picture, the first shade the product’s', async () => {
    const { products: list } = (await app.inject({ url: '/api/product/products' })).json<{
      products: Product[];
    }>();
    const lipstick = list.find((p) => p.productId === 'GN-MU-001')!;
    expect(lipstick.colors[0]!.image).toBe(lipstick.image);
    const images = lipstick.colors.map((c) => c.image);
    expect(new Set(images).size).toBe(lipstick.colors.length);
    const shade = await app.inject({ url: `/api/images/${lipstick.colors[2]!.image}` });
    expect(shade.statusCode).toBe(200);
    expect(list.every((p) => p.colors.every((c) => c.image))).toBe(true);
  });
});
