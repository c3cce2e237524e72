import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });
const customer = await createUser(t.db);
for (let i = 0; i < 5; i++)
  await createProduct(t.db, {
    productId: `GN-MU-10${i}`,
    name: `Velvet Lip ${i}`,
    createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    stock: i === 1 ? 3 : 50,
  });
await createProduct(t.db, { name: 'Glow Serum', fullname: 'Glow Naija VELVET Serum', stock: 20 });
await createProduct(t.db, {
  name: 'Shade Box',
  colors: [{ name: 'Espresso', code: '#6b3e26' }],
  createdAt: new Date(Date.UTC(2025, 0, 1)),
});
// The shade box's only shade is counted with none left: low stock through its shade.
await t.db.execute(`update colors set stock = 0 where name = 'Espresso'`);

type Page = {
  products: { name: string; stock: number | null; colors: unknown[] }[];
  total?: number;
  lowStockLevel: number;
};
const get = (query: string, headers = admin.auth) =>
  t.app.inject({ url: `/api/product/admin/products${query}`, headers });

describe('admin products tab: pages and search on the server', () => {
  it('answers the whole list as before without paging parameters', async () => {
    const body = (await get('')).json<Page>();
    expect(body.products).toHaveLength(7);
    expect(body).not.toHaveProperty('total');
  });

  it('searches name or full name in any case, newest first, a page at a time', async () => {
    const first = (await get('?q=velvet&limit=2')).json<Page>();
    expect(first.total).toBe(6);
    expect(first.products.map((p) => p.name)).toEqual(['Glow Serum', 'Velvet Lip 4']);
    const last = (await get('?q=velvet&limit=2&offset=4')).json<Page>();
    expect(last.products.map((p) => p.name)).toEqual(['Velvet Lip 1', 'Velvet Lip 0']);
    expect((await get('?q=nothing-like-it')).json<Page>()).toEqual({
      products: [],
      total: 0,
      lowStockLevel: 5,
    });
  });

  it('pages the low-stock filter too, a shade with none left counting', async () => {
    const body = (await get('?lowStock=1&limit=10')).json<Page>();
    expect(body.total).toBe(2);
    expect(body.products.map((p) => p.name)).toEqual(['Velvet Lip 1', 'Shade Box']);
    expect(body.products[1]!.colors).toHaveLength(1);
    expect((await get('?lowStock=1&q=box')).json<Page>().total).toBe(1);
  });

  it("follows the shop's low-stock level from the settings, paged or whole, and says which level it used", async () => {
    const setLevel = (lowStockLevel: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: admin.auth,
        payload: { stock: { lowStockLevel } },
      });
    expect((await setLevel(20)).statusCode).toBe(200);
    const paged = (await get('?lowStock=1&limit=10')).json<Page>();
    expect(paged.products.map((p) => p.name)).toEqual(['Glow Serum', 'Velvet Lip 1', 'Shade Box']);
    expect(paged.lowStockLevel).toBe(20);
    const whole = (await get('?lowStock=1')).json<Page>();
    // (The whole list is the catalogue's copy, made before the shade's count was set by hand above.)
    expect(whole.products.map((p) => p.name)).toEqual(expect.arrayContaining(['Glow Serum', 'Velvet Lip 1']));
    expect(whole.lowStockLevel).toBe(20);
    expect((await setLevel(0)).statusCode).toBe(200);
    expect((await get('?lowStock=1&limit=10')).json<Page>().products.map((p) => p.name)).toEqual([
      'Shade Box',
    ]);
    expect((await setLevel(5)).statusCode).toBe(200);
  });

  it('refuses bad paging values with 400 and a message', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=2.5', '?offset=-3', '?lowStock=maybe&limit=2']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('is for admins only', async () => {
    expect((await get('?q=velvet', customer.auth)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/product/admin/products?q=velvet' })).statusCode).toBe(401);
  });
});
