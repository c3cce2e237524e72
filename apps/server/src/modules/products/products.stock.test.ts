import { describe, expect, it } from 'vitest';
import type { AdminProduct, Product } from '@shop/shared/catalog/product-schemas';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { formBody, pngImage } from '../../testing/form-body.ts';

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });
const customer = await createUser(t.db);

const fields = {
  name: 'Velvet Lip',
  fullname: 'Glow Naija Velvet Matte Lipstick',
  price: '6500',
  inStock: 'true',
  category: 'makeup',
};

async function send(method: 'POST' | 'PUT', url: string, data: Record<string, string>, withImage = true) {
  const body = await formBody(data, withImage ? await pngImage() : undefined);
  return t.app.inject({ method, url, headers: { ...admin.auth, ...body.headers }, payload: body.payload });
}
const create = (data: Record<string, string>) => send('POST', '/api/product/admin/products', data);
const edit = (id: string, data: Record<string, string>) =>
  send('PUT', `/api/product/admin/products/${id}`, data, false);
const shopper = async (productId: string) =>
  (await t.app.inject({ url: `/api/product/products/${productId}` })).json<{ product: Product }>().product;
const adminList = async (query = '') =>
  (await t.app.inject({ url: `/api/product/admin/products${query}`, headers: admin.auth })).json<{
    products: AdminProduct[];
  }>().products;

describe('stock in the admin product forms and the answers', () => {
  it('takes a product quantity and shade quantities, shown to admins only', async () => {
    const res = await create({
      ...fields,
      stock: '12',
      arrayColors: JSON.stringify([
        { value: '#dc143c', label: 'Crimson' },
        { value: '#ffc0cb', label: 'Pink' },
      ]),
      colorStock: JSON.stringify({ '#DC143C': 3, pink: '0' }),
    });
    expect(res.statusCode).toBe(201);
    const product = res.json<{ product: AdminProduct }>().product;
    expect(product.stock).toBe(12);
    expect(product.colors.map((c) => [c.name, c.stock, c.inStock])).toEqual([
      ['Crimson', 3, true],
      ['Pink', 0, false],
    ]);
    const seen = await shopper(product.productId);
    expect(seen).not.toHaveProperty('stock');
    expect(seen.lowStock).toBeUndefined();
    expect(seen.colors.map((c) => [c.name, c.inStock, c.lowStock ?? false, c.left])).toEqual([
      ['Crimson', true, true, 3],
      ['Pink', false, false, undefined],
    ]);
    expect(seen.colors[0]).not.toHaveProperty('stock');
    expect((await adminList()).find((p) => p._id === product._id)?.stock).toBe(12);
  });

  it('edits a quantity, empties it to "not counted", and filters low stock', async () => {
    const p = await createProduct(t.db, { stock: 40 });
    const other = await createProduct(t.db, { stock: null });
    const low = await edit(p.productId, { stock: '4' });
    expect(low.statusCode).toBe(200);
    expect(low.json().product.stock).toBe(4);
    expect(await shopper(p.productId)).toMatchObject({ inStock: true, lowStock: true, left: 4 });
    const filtered = (await adminList('?lowStock=1')).map((x) => x._id);
    expect(filtered).toContain(p.id);
    expect(filtered).not.toContain(other.id);
    const zero = await edit(p.productId, { stock: '0', inStock: 'yes' });
    expect(zero.json().product).toMatchObject({ stock: 0, inStock: false });
    expect((await shopper(p.productId)).inStock).toBe(false);
    const uncounted = await edit(p.productId, { stock: '' });
    expect(uncounted.json().product).toMatchObject({ stock: null, inStock: true });
    expect((await adminList('?lowStock=1')).map((x) => x._id)).not.toContain(p.id);
  });

  it('sets shade quantities on edit by colour name', async () => {
    const p = await createProduct(t.db, { colors: [{ name: 'Espresso', code: '#6b3e26' }] });
    const res = await edit(p.id, { colorStock: '{"Espresso": 2}' });
    expect(res.statusCode).toBe(200);
    expect(res.json().product.colors[0]).toMatchObject({ name: 'Espresso', stock: 2 });
    expect((await shopper(p.productId)).colors[0]!.lowStock).toBe(true);
  });

  it.each([
    [{ stock: '-1' }, 'stock'],
    [{ stock: '2.5' }, 'stock'],
    [{ stock: '99999999' }, 'stock'],
    [{ stock: 'lots' }, 'stock'],
    [{ colorStock: '[3]' }, 'colorStock'],
    [{ colorStock: '{"#dc143c": -2}' }, 'colorStock'],
    [{ colorStock: '{"#dc143c": 1.5}' }, 'colorStock'],
    [{ colorStock: '{"#dc143c": 1e9}' }, 'colorStock'],
    [{ colorStock: '{"navy": 1}' }, 'colorStock'],
  ])('refuses %o with a 400 naming %s and writes nothing', async (change, field) => {
    const before = (await adminList()).length;
    const res = await create({
      ...fields,
      arrayColors: JSON.stringify([{ value: '#dc143c', label: 'Crimson' }]),
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().message).toContain(field);
    expect((await adminList()).length).toBe(before);
  });

  it('keeps the admin list for admins', async () => {
    const anon = await t.app.inject({ url: '/api/product/admin/products' });
    expect(anon.statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/product/admin/products', headers: customer.auth });
    expect(res.statusCode).toBe(403);
  });
});
