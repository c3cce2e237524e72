import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { adminProductForm } from '../../testing/admin-product-form.ts';

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });

const cream = {
  name: 'Even Tone Cream',
  fullname: 'Glow Naija Even Tone Cream',
  price: '9500',
  category: 'skincare',
  description: 'A daily cream for dark spots.',
};

const { add, edit } = adminProductForm(t, admin.auth);
const productPage = async (code: string) =>
  (await t.app.inject({ url: `/api/product/products/${code}` })).json<{ product: Product }>().product;
const listing = async () =>
  (await t.app.inject({ url: '/api/product/products?category=skincare' })).json<{ products: Product[] }>()
    .products;

describe('a product’s ingredients and NAFDAC number', () => {
  it('are kept, shown on the product page with the free-of facts the server works out', async () => {
    const res = await add({
      ...cream,
      ingredients: 'Aqua, Niacinamide, Glycerin, Parfum',
      nafdacNumber: ' a7-1234 ',
    });
    expect(res.statusCode).toBe(201);
    const code = res.json<{ product: Product }>().product.productId;
    const product = await productPage(code);
    expect(product.ingredients).toBe('Aqua, Niacinamide, Glycerin, Parfum');
    expect(product.nafdacNumber).toBe('A7-1234');
    expect(product.freeOf).toEqual(['hydroquinone', 'mercury', 'alcohol']);
    // The listing's cards stay small: no label text in them.
    const card = (await listing()).find((p) => p.productId === code)!;
    expect(card).not.toHaveProperty('ingredients');
    expect(card).not.toHaveProperty('freeOf');
  });

  it('claims nothing "free of" for a product without an ingredients list', async () => {
    const bare = await createProduct(t.db, { category: 'skincare' });
    const product = await productPage(bare.productId);
    expect(product.ingredients).toBe('');
    expect(product.nafdacNumber).toBeNull();
    expect(product.freeOf).toEqual([]);
  });

  it('refuses a NAFDAC number that is not letters, digits and dashes, naming the field', async () => {
    const res = await add({ ...cream, nafdacNumber: 'A7 1234; drop' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'nafdacNumber' });
    expect(res.json().message).toMatch(/nafdacNumber must be letters, digits and dashes/);
  });

  it('refuses mercury outright, even confirmed, and saves nothing', async () => {
    const before = (await listing()).length;
    const res = await add({
      ...cream,
      ingredients: 'Petrolatum, Mercuric chloride',
      confirmUnsafeIngredients: 'true',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'ingredients' });
    expect(res.json().message).toMatch(/mercury, which is banned/);
    expect(await listing()).toHaveLength(before);
  });

  it('saves hydroquinone above 2 % only once the staff confirm it', async () => {
    const before = (await listing()).length;
    const unconfirmed = await add({ ...cream, ingredients: 'Aqua, Hydroquinone (4 %), Glycerin' });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({ code: 'confirm-ingredients', field: 'ingredients' });
    expect(unconfirmed.json().message).toMatch(/4 % hydroquinone, above the 2 %/);
    expect(await listing()).toHaveLength(before);

    const confirmed = await add({
      ...cream,
      ingredients: 'Aqua, Hydroquinone (4 %), Glycerin',
      confirmUnsafeIngredients: 'true',
    });
    expect(confirmed.statusCode).toBe(201);
    // 2 % is within the law: no question asked.
    expect((await add({ ...cream, ingredients: 'Aqua, hydroquinone 2%' })).statusCode).toBe(201);
  });

  it('checks new ingredients on an edit, and not a list already saved', async () => {
    const existing = await createProduct(t.db, { category: 'skincare', ingredients: 'Aqua, Glycerin' });
    const risky = await edit(existing.productId, { ingredients: 'Aqua, hydroquinone 4%' });
    expect(risky.statusCode).toBe(409);
    expect((await productPage(existing.productId)).ingredients).toBe('Aqua, Glycerin');
    expect((await edit(existing.productId, { ingredients: 'Aqua, Calomel' })).statusCode).toBe(400);

    const confirmed = await edit(existing.productId, {
      ingredients: 'Aqua, hydroquinone 4%',
      confirmUnsafeIngredients: 'true',
    });
    expect(confirmed.statusCode).toBe(200);
    // A later edit does not ask again about the list confirmed before, even when the form resends it.
    expect((await edit(existing.productId, { price: '9900' })).statusCode).toBe(200);
    expect(
      (await edit(existing.productId, { price: '9800', ingredients: 'Aqua, hydroquinone 4%' })).statusCode,
    ).toBe(200);
    expect((await productPage(existing.productId)).freeOf).toEqual(['mercury', 'fragrance', 'alcohol']);
  });
});
