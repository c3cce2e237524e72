import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { formBody, pngImage } from '../../testing/form-body.ts';

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });

const validFields = {
  name: 'Velvet Lip',
  fullname: 'Glow Naija Velvet Matte Lipstick',
  price: '6500',
  inStock: 'true',
  category: 'makeup',
  description: 'A soft matte lipstick.',
};

async function post(fields: Record<string, string | string[]>, image?: Awaited<ReturnType<typeof pngImage>>) {
  const body = await formBody(fields, image);
  return t.app.inject({
    method: 'POST',
    url: '/api/product/admin/products',
    headers: { ...admin.auth, ...body.headers },
    payload: body.payload,
  });
}

async function storefront(): Promise<Product[]> {
  return (await t.app.inject({ url: '/api/product/products' })).json<{ products: Product[] }>().products;
}

describe('admin product writes', () => {
  it('creates a product with colours and a real image, served and listed in the storefront', async () => {
    const colors = JSON.stringify([
      { value: '#dc143c', label: 'Crimson' },
      { value: '#ffc0cb', label: 'Pink' },
    ]);
    const res = await post({ ...validFields, arrayColors: colors }, await pngImage());
    expect(res.statusCode).toBe(201);
    const { message, product } = res.json<{ message: string; product: Product }>();
    expect(message).toBe('Product created successfully');
    expect(product.productId).toMatch(/^GN-MU-\d{3}$/);
    expect(product.price).toBe(6500);
    expect(product.colors.map((c) => [c.name, c.code])).toEqual([
      ['Crimson', '#dc143c'],
      ['Pink', '#ffc0cb'],
    ]);
    const image = await t.app.inject({ url: `/api/images/${product.image}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await storefront()).find((p) => p.productId === product.productId)?.name).toBe('Velvet Lip');
  });

  it('gives skincare its own code sequence and accepts yes/no for inStock', async () => {
    const res = await post(
      { ...validFields, category: 'skincare', inStock: 'no' },
      await pngImage('#ffffff'),
    );
    expect(res.statusCode).toBe(201);
    const { product } = res.json<{ product: Product }>();
    expect(product.productId).toMatch(/^GN-SK-\d{3}$/);
    expect(product.inStock).toBe(false);
  });

  it('refuses a renamed text file with 415 and writes nothing', async () => {
    const before = (await storefront()).length;
    const fake = { name: 'photo.png', type: 'image/png', data: Buffer.from('this is not a picture at all') };
    const res = await post(validFields, fake);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/not an image/);
    expect((await storefront()).length).toBe(before);
  });

  it('refuses an image over 5 MB with 413 and writes nothing', async () => {
    const before = (await storefront()).length;
    const big = { name: 'big.png', type: 'image/png', data: randomBytes(5 * 1024 * 1024 + 10) };
    const res = await post(validFields, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/larger than 5 MB/);
    expect((await storefront()).length).toBe(before);
  });

  it.each([
    [{ price: '-5' }, 'price'],
    [{ price: 'abc' }, 'price'],
    [{ category: 'select' }, 'category'],
    [{ category: 'perfume' }, 'category'],
    [{ name: '   ' }, 'name'],
    [{ inStock: 'maybe' }, 'inStock'],
    [{ arrayColors: 'not json' }, 'arrayColors'],
  ])('refuses %o with a 400 naming %s', async (change, field) => {
    const res = await post({ ...validFields, ...change }, await pngImage());
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().message).toContain(field);
  });

  it('refuses a product without an image', async () => {
    const res = await post(validFields);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('image');
  });

  it('answers a duplicate product ID with 409 and code 11000', async () => {
    const existing = await createProduct(t.db);
    const res = await post({ ...validFields, productId: existing.productId }, await pngImage());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 11000, message: 'Duplicate product ID. Please try again.' });
  });

  it('edits by _id or productId with colours as text, and the storefront shows the change', async () => {
    const existing = await createProduct(t.db, {
      colors: [
        { name: 'Espresso', code: '#6B3E26' },
        { name: 'Berry', code: '#9b1b30' },
      ],
    });
    const oldColorId = existing.colorRows[0]!.id;
    const body = await formBody({ price: '7200.50', inStock: 'yes', arrayColors: '#6b3e26, #ffc0cb navy' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/product/admin/products/${existing.productId}`,
      headers: { ...admin.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Product updated successfully!');
    const listed = (await storefront()).find((p) => p._id === existing.id)!;
    expect(listed.price).toBe(7200.5);
    expect(listed.name).toBe(existing.name);
    expect(listed.colors.map((c) => [c.name, c.code])).toEqual([
      ['Espresso', '#6B3E26'],
      ['Pink', '#ffc0cb'],
      ['Navy', 'navy'],
    ]);
    expect(listed.colors[0]!._id).toBe(oldColorId);

    const byUuid = await formBody({ name: 'Renamed' }, await pngImage('#000000'));
    const res2 = await t.app.inject({
      method: 'PUT',
      url: `/api/product/admin/products/${existing.id}`,
      headers: { ...admin.auth, ...byUuid.headers },
      payload: byUuid.payload,
    });
    expect(res2.statusCode).toBe(200);
    expect(res2.json().product).toMatchObject({ name: 'Renamed', price: 7200.5 });
    expect(res2.json().product.image).toMatch(/\.webp$/);
  });

  it('refuses an edit to an unknown product with 404 and a bad colour with 400', async () => {
    const body = await formBody({ price: '100' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/product/admin/products/NO-SUCH',
      headers: { ...admin.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(404);
    const existing = await createProduct(t.db);
    const bad = await formBody({ arrayColors: 'red notacolour' });
    const res2 = await t.app.inject({
      method: 'PUT',
      url: `/api/product/admin/products/${existing.id}`,
      headers: { ...admin.auth, ...bad.headers },
      payload: bad.payload,
    });
    expect(res2.statusCode).toBe(400);
    expect(res2.json().message).toContain('notacolour');
  });

  it('deletes a product, which leaves the storefront; a second delete is a 404', async () => {
    const existing = await createProduct(t.db);
    const del = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/product/admin/products/${existing.id}`,
        headers: admin.auth,
      });
    const res = await del();
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Product deleted successfully!');
    expect((await storefront()).some((p) => p._id === existing.id)).toBe(false);
    expect((await del()).statusCode).toBe(404);
  });
});
