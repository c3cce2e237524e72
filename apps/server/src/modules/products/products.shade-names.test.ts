import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { formBody, pngImage } from '../../testing/form-body.ts';

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });

const fields = {
  name: 'Berry Lip',
  fullname: 'Glow Naija Berry Lip Tint',
  price: '5200',
  inStock: 'true',
  category: 'makeup',
  description: 'A sheer berry tint.',
};

async function send(method: 'POST' | 'PUT', url: string, values: Record<string, string>, withImage = false) {
  const body = await formBody(values, withImage ? await pngImage() : undefined);
  return t.app.inject({ method, url, headers: { ...admin.auth, ...body.headers }, payload: body.payload });
}

async function listed(id: string): Promise<Product> {
  const products = (await t.app.inject({ url: '/api/product/products' })).json<{ products: Product[] }>()
    .products;
  return products.find((p) => p._id === id)!;
}

const shades = (p: Product) => p.colors.map((c) => [c.name, c.code]);

describe('shade names', () => {
  it('names a shade added as a bare hex code after the nearest named colour, for shoppers too', async () => {
    const colors = JSON.stringify([{ value: '#8b1a3a' }, { value: '#6b3e26', label: 'Cocoa Kiss' }]);
    const res = await send('POST', '/api/product/admin/products', { ...fields, arrayColors: colors }, true);
    expect(res.statusCode).toBe(201);
    const product = res.json<{ product: Product }>().product;
    expect(shades(product)).toEqual([
      ['Brown', '#8b1a3a'],
      ['Cocoa Kiss', '#6b3e26'],
    ]);
    expect(shades(await listed(product._id))).toEqual(shades(product));
  });

  it('shows a shade stored under its hex code by a colour name', async () => {
    const product = await createProduct(t.db, { colors: [{ name: '#8b1a3a', code: '#8b1a3a' }] });
    expect(shades(await listed(product.id))).toEqual([['Brown', '#8b1a3a']]);
  });

  it('renames a kept shade from the shade editor, keeping its id; codes alone keep the names', async () => {
    const product = await createProduct(t.db, {
      colors: [
        { name: 'Espresso', code: '#6b3e26' },
        { name: 'Berry', code: '#9b1b30' },
      ],
    });
    const url = `/api/product/admin/products/${product.productId}`;
    const renamed = JSON.stringify([
      { value: '#6b3e26', label: 'Dark Espresso' },
      { value: '#9b1b30', label: 'Berry' },
      { value: '#ffc0cb' },
    ]);
    expect((await send('PUT', url, { arrayColors: renamed })).statusCode).toBe(200);
    const after = await listed(product.id);
    expect(shades(after)).toEqual([
      ['Dark Espresso', '#6b3e26'],
      ['Berry', '#9b1b30'],
      ['Pink', '#ffc0cb'],
    ]);
    expect(after.colors[0]!._id).toBe(product.colorRows[0]!.id);
    expect((await send('PUT', url, { arrayColors: '#6b3e26, #9b1b30' })).statusCode).toBe(200);
    expect(shades(await listed(product.id))).toEqual([
      ['Dark Espresso', '#6b3e26'],
      ['Berry', '#9b1b30'],
    ]);
  });
});
