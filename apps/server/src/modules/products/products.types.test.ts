import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminProduct, Product } from '@shop/shared/catalog/product-schemas';
import { products } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { formBody, pngImage } from '../../testing/form-body.ts';

// Product types (lips, cleanse…): set by the admin's forms within the product's category, answered
// as `type`, and a filter of the listing; and the header's search, which is the listing without a
// category: both categories, the listing's matching rule, in pages.

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });

const lipstick = await createProduct(t.db, {
  name: 'Cocoa Lipstick',
  fullname: 'Glow Naija Cocoa Lipstick 3.5g',
  category: 'makeup',
  type: 'lips',
});
const mascara = await createProduct(t.db, { name: 'Lash Mascara', category: 'makeup', type: 'eyes' });
const cleanser = await createProduct(t.db, {
  name: 'Black Soap Wash',
  fullname: 'Glow Naija Black Soap Face Wash',
  description: 'Cleanses without stripping; leaves a cocoa scent.',
  category: 'skincare',
  type: 'cleanse',
});
const untyped = await createProduct(t.db, { name: 'Old Cocoa Balm', category: 'skincare' });

const validFields = {
  name: 'Berry Gloss',
  fullname: 'Glow Naija Berry Gloss',
  price: '5500',
  inStock: 'true',
  category: 'makeup',
  description: 'A glossy berry.',
};

async function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, withImage = false) {
  const body = await formBody(fields, withImage ? await pngImage() : undefined);
  return t.app.inject({ method, url, headers: { ...admin.auth, ...body.headers }, payload: body.payload });
}
const create = (fields: Record<string, string>) => send('POST', '/api/product/admin/products', fields, true);
const edit = (code: string, fields: Record<string, string>) =>
  send('PUT', `/api/product/admin/products/${code}`, fields);

async function listing(query: string) {
  const res = await t.app.inject({ url: `/api/product/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ products: Product[]; total?: number }>();
}
const names = (answer: { products: Product[] }) => answer.products.map((p) => p.name);
const storedType = async (id: string) =>
  (await t.db.select({ type: products.type }).from(products).where(eq(products.id, id)))[0]?.type;

describe('product types set by the admin', () => {
  it('creates a product with a type of its category and answers it to shoppers and the admin', async () => {
    const res = await create({ ...validFields, type: 'lips' });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<{ product: AdminProduct }>().product;
    expect(made.type).toBe('lips');
    const shown = await t.app.inject({ url: `/api/product/products/${made.productId}` });
    expect(shown.json<{ product: Product }>().product.type).toBe('lips');
  });

  it('refuses a type of the other category with a 400 naming the field, and stores nothing', async () => {
    const res = await create({ ...validFields, name: 'Wrong Type Gloss', type: 'cleanse' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'type' });
    expect(res.json().message).toContain('cleanse is not a makeup type');
    const all = await listing('q=wrong type gloss');
    expect(all.products).toHaveLength(0);
  });

  it('refuses a type that is no type at all', async () => {
    const res = await create({ ...validFields, type: 'hair' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('type must be one of');
  });

  it('leaves a product untyped when the form sends no type', async () => {
    const res = await create({ ...validFields, name: 'Plain Gloss', type: '' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ product: AdminProduct }>().product.type).toBeNull();
  });

  it('changes the type in the edit form, and refuses a kept type that no longer fits a new category', async () => {
    const ok = await edit(mascara.productId, { type: 'brows' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await storedType(mascara.id)).toBe('brows');

    const kept = await edit(mascara.productId, { category: 'skincare' });
    expect(kept.statusCode).toBe(400);
    expect(kept.json().message).toContain('brows is not a skincare type');
    const wrong = await edit(mascara.productId, { type: 'treat' });
    expect(wrong.statusCode).toBe(400);
    expect(await storedType(mascara.id)).toBe('brows');

    const both = await edit(mascara.productId, { category: 'skincare', type: 'treat' });
    expect(both.statusCode, both.body).toBe(200);
    expect(await storedType(mascara.id)).toBe('treat');
    const back = await edit(mascara.productId, { category: 'makeup', type: 'eyes' });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('is guarded by the database too: a row typed outside its category is refused', async () => {
    await expect(
      t.db.update(products).set({ type: 'lips' }).where(eq(products.id, cleanser.id)),
    ).rejects.toThrow();
    expect(await storedType(cleanser.id)).toBe('cleanse');
  });
});

describe('the listing filtered by type', () => {
  it('keeps only products of the type, with their total', async () => {
    const answer = await listing('category=skincare&type=cleanse');
    expect(names(answer)).toEqual(['Black Soap Wash']);
    expect(answer.total).toBe(1);
    expect(answer.products[0]!.type).toBe('cleanse');
  });

  it('answers untyped products as type null and leaves them out of a type filter', async () => {
    const all = await listing('category=skincare');
    expect(all.products.find((p) => p._id === untyped.id)?.type).toBeNull();
    expect(names(await listing('type=cleanse'))).not.toContain('Old Cocoa Balm');
  });

  it('refuses an unknown type with a 400', async () => {
    const res = await t.app.inject({ url: '/api/product/products?type=hair' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('type must be one of');
  });

  it('keys its cached answer and ETag on the type', async () => {
    const lips = await t.app.inject({ url: '/api/product/products?category=makeup&type=lips' });
    const eyes = await t.app.inject({ url: '/api/product/products?category=makeup&type=eyes' });
    expect(lips.headers.etag).toBeTruthy();
    expect(lips.headers.etag).not.toBe(eyes.headers.etag);
    const again = await t.app.inject({
      url: '/api/product/products?category=makeup&type=lips',
      headers: { 'if-none-match': String(lips.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('searching the whole shop (the listing without a category)', () => {
  it('finds products of both categories by name, full name, description or category', async () => {
    const cocoa = names(await listing('q=cocoa'));
    expect(cocoa).toEqual(expect.arrayContaining(['Cocoa Lipstick', 'Black Soap Wash', 'Old Cocoa Balm']));
    expect(names(await listing('q=face wash'))).toEqual(['Black Soap Wash']);
    expect(names(await listing('q=SKINCARE&type=cleanse'))).toEqual(['Black Soap Wash']);
  });

  it('pages the matches with their total', async () => {
    const first = await listing('q=cocoa&limit=2');
    const second = await listing('q=cocoa&limit=2&offset=2');
    expect(first.total).toBe(3);
    expect(first.products).toHaveLength(2);
    expect(second.products).toHaveLength(1);
    expect(new Set([...names(first), ...names(second)]).size).toBe(3);
  });

  it('narrows a search by type across categories', async () => {
    expect(names(await listing('q=cocoa&type=lips'))).toEqual(['Cocoa Lipstick']);
    expect(lipstick.type).toBe('lips');
  });
});
