import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { images } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { formBody, pngImage } from '../../testing/form-body.ts';

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });

const fields = {
  name: 'Ruby Lip',
  fullname: 'Glow Naija Ruby Satin Lipstick',
  price: '6500',
  inStock: 'true',
  category: 'makeup',
  description: 'A satin lipstick.',
  arrayColors: JSON.stringify([
    { value: '#dc143c', label: 'Crimson' },
    { value: '#ffc0cb', label: 'Pink' },
  ]),
};

async function send(method: 'POST' | 'PUT', url: string, body: Awaited<ReturnType<typeof formBody>>) {
  return t.app.inject({ method, url, headers: { ...admin.auth, ...body.headers }, payload: body.payload });
}

async function listed(id: string): Promise<Product | undefined> {
  const res = await t.app.inject({ url: '/api/product/products' });
  return res.json<{ products: Product[] }>().products.find((p) => p._id === id);
}

const storedImages = async () => (await t.db.select({ n: count() }).from(images))[0]!.n;
const notAnImage = { name: 'shade.png', type: 'image/png', data: Buffer.from('not a picture') };

describe('shade pictures in the admin product form', () => {
  it('stores a picture per shade, by code or by name, and the answers carry it', async () => {
    const body = await formBody(fields, await pngImage(), {
      'colorImage:#dc143c': await pngImage('#dc143c'),
      'colorImage:pink': await pngImage('#ffc0cb'),
    });
    const res = await send('POST', '/api/product/admin/products', body);
    expect(res.statusCode).toBe(201);
    const { product } = res.json<{ product: Product }>();
    const [crimson, pink] = product.colors;
    expect(crimson!.image).toMatch(/^[0-9a-f]{20}\.webp$/);
    expect(pink!.image).toMatch(/^[0-9a-f]{20}\.webp$/);
    expect(new Set([product.image, crimson!.image, pink!.image]).size).toBe(3);
    const served = await t.app.inject({ url: `/api/images/${crimson!.image}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await listed(product._id))!.colors.map((c) => c.image)).toEqual([crimson!.image, pink!.image]);
  });

  it('leaves a shade without a picture without `image`', async () => {
    const body = await formBody(fields, await pngImage(), {
      'colorImage:Crimson': await pngImage('#111111'),
    });
    const { product } = (await send('POST', '/api/product/admin/products', body)).json<{
      product: Product;
    }>();
    expect(product.colors[0]!.image).toBeDefined();
    expect(product.colors[1]).not.toHaveProperty('image');
  });

  it('refuses a shade picture that is not an image with 415 and writes nothing', async () => {
    const before = {
      images: await storedImages(),
      products: (await t.app.inject({ url: '/api/product/products' })).json().products.length,
    };
    const body = await formBody(fields, await pngImage('#123456'), { 'colorImage:#ffc0cb': notAnImage });
    const res = await send('POST', '/api/product/admin/products', body);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/not an image/);
    expect(await storedImages()).toBe(before.images);
    expect((await t.app.inject({ url: '/api/product/products' })).json().products.length).toBe(
      before.products,
    );
  });

  it('refuses a shade picture for a colour the product does not have with 400', async () => {
    const body = await formBody(fields, await pngImage(), { 'colorImage:navy': await pngImage('#000080') });
    const res = await send('POST', '/api/product/admin/products', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('colorImage:navy');
  });

  it('adds a shade picture on edit; kept shades keep theirs; a bad one changes nothing', async () => {
    const existing = await createProduct(t.db, {
      colors: [
        { name: 'Espresso', code: '#6b3e26' },
        { name: 'Berry', code: '#9b1b30' },
      ],
    });
    const url = `/api/product/admin/products/${existing.productId}`;
    const first = await send(
      'PUT',
      url,
      await formBody({}, undefined, { 'colorImage:Berry': await pngImage('#9b1b30') }),
    );
    expect(first.statusCode).toBe(200);
    const berryImage = first.json<{ product: Product }>().product.colors[1]!.image;
    expect(berryImage).toMatch(/\.webp$/);

    // Colours re-sent as text: Berry is kept (with its picture), Espresso gets one, pink is new.
    const second = await send(
      'PUT',
      url,
      await formBody({ arrayColors: '#6b3e26, #9b1b30, pink' }, undefined, {
        'colorImage:#6b3e26': await pngImage('#6b3e26'),
      }),
    );
    expect(second.statusCode).toBe(200);
    const after = (await listed(existing.id))!;
    expect(after.colors.map((c) => [c.name, Boolean(c.image)])).toEqual([
      ['Espresso', true],
      ['Berry', true],
      ['Pink', false],
    ]);
    expect(after.colors[1]!.image).toBe(berryImage);

    const before = await storedImages();
    const bad = await send(
      'PUT',
      url,
      await formBody({ name: 'Renamed' }, await pngImage('#abcdef'), { 'colorImage:pink': notAnImage }),
    );
    expect(bad.statusCode).toBe(415);
    expect(await storedImages()).toBe(before);
    expect((await listed(existing.id))!.name).toBe(existing.name);
  });
});
