import { describe, expect, it } from 'vitest';
import type { AuditPageResponse } from '@shop/shared/admin/audit-schemas';
import type { AdminProduct, ProductPageProduct } from '@shop/shared/catalog/product-schemas';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { adminProductForm } from '../../testing/admin-product-form.ts';

// "Pairs well with" on the admin's product form (decision 62): checked whole, saved in her order,
// audited, and shown on the product page while the paired products can be bought.

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });
const { add, edit } = adminProductForm(t, admin.auth);

const serum = {
  name: 'Glow Serum',
  fullname: 'Glow Naija Vitamin C Serum',
  price: '9500',
  category: 'skincare',
};
const page = async (code: string) =>
  (await t.app.inject({ url: `/api/product/products/${code}` })).json<{ product: ProductPageProduct }>()
    .product;
const codesOf = (list: readonly { productId: string }[] | undefined) => (list ?? []).map((p) => p.productId);

const toner = await createProduct(t.db, { name: 'Toner', category: 'skincare' });
const cream = await createProduct(t.db, { name: 'Cream', category: 'skincare' });
const soldOut = await createProduct(t.db, { name: 'Sold-out Mask', category: 'skincare', inStock: false });

describe('the shopkeeper chooses what pairs well with a product', () => {
  it('saves the products in her order (codes or ids), shows the buyable ones on its page and audits the change', async () => {
    const res = await add({
      ...serum,
      pairsWellWith: `${cream.productId}, ${toner.id} ${soldOut.productId}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<{ product: AdminProduct }>().product;
    expect(codesOf(made.pairsWellWith)).toEqual([cream.productId, toner.productId, soldOut.productId]);
    // The page shows them as cards, in her order, never one that cannot be bought now.
    expect(codesOf((await page(made.productId)).pairsWellWith)).toEqual([cream.productId, toner.productId]);
    const listed = await t.app.inject({ url: '/api/product/admin/products', headers: admin.auth });
    const inList = listed.json<{ products: AdminProduct[] }>().products.find((p) => p._id === made._id);
    expect(inList?.pairsWellWith).toEqual([
      { productId: cream.productId, name: 'Cream' },
      { productId: toner.productId, name: 'Toner' },
      { productId: soldOut.productId, name: 'Sold-out Mask' },
    ]);

    // An edit without the field keeps the list; one with it replaces it ('' clears it).
    expect((await edit(made.productId, { price: '9900' })).statusCode).toBe(200);
    expect(codesOf((await page(made.productId)).pairsWellWith)).toEqual([cream.productId, toner.productId]);
    expect((await edit(made.productId, { pairsWellWith: toner.productId })).statusCode).toBe(200);
    expect(codesOf((await page(made.productId)).pairsWellWith)).toEqual([toner.productId]);

    const audit = await t.app.inject({ url: '/api/admin/audit?kind=product.updated', headers: admin.auth });
    const [entry] = audit.json<AuditPageResponse>().entries;
    expect(entry!.before).toEqual({
      pairsWellWith: [
        `Cream (${cream.productId})`,
        `Toner (${toner.productId})`,
        `Sold-out Mask (${soldOut.productId})`,
      ],
    });
    expect(entry!.after).toEqual({ pairsWellWith: [`Toner (${toner.productId})`] });

    expect((await edit(made.productId, { pairsWellWith: '' })).statusCode).toBe(200);
    expect((await page(made.productId)).pairsWellWith).toEqual([]);
  });

  it('drops a paired product that is deleted from the lists naming it, so the form can still be saved', async () => {
    const gone = await createProduct(t.db, { name: 'Going Away', category: 'skincare' });
    const made = (
      await add({ ...serum, name: 'Day Serum', pairsWellWith: `${gone.productId},${cream.productId}` })
    ).json<{ product: AdminProduct }>().product;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/product/admin/products/${gone.productId}`,
      headers: admin.auth,
    });
    expect(del.statusCode).toBeLessThan(300);
    const listed = await t.app.inject({ url: '/api/product/admin/products', headers: admin.auth });
    const inList = listed.json<{ products: AdminProduct[] }>().products.find((p) => p._id === made._id);
    expect(codesOf(inList?.pairsWellWith)).toEqual([cream.productId]);
    expect(codesOf((await page(made.productId)).pairsWellWith)).toEqual([cream.productId]);
  });

  it('refuses itself, an unknown product, one named twice and too many with a 400 naming the problem, changing nothing', async () => {
    const made = (await add({ ...serum, name: 'Night Serum', pairsWellWith: toner.productId })).json<{
      product: AdminProduct;
    }>().product;
    const others = await Promise.all(Array.from({ length: 7 }, () => createProduct(t.db)));
    const refusals: [string, string][] = [
      [made.productId, 'pairsWellWith: a product cannot pair with itself'],
      ['GN-NOPE-1', 'pairsWellWith: no product GN-NOPE-1'],
      [`${cream.productId},${cream.id}`, `pairsWellWith: ${cream.productId} is chosen twice`],
      [others.map((p) => p.productId).join(','), 'pairsWellWith: choose at most 6 products'],
    ];
    for (const [pairs, message] of refusals) {
      const res = await edit(made.productId, { pairsWellWith: pairs, price: '1000' });
      expect(res.statusCode, pairs).toBe(400);
      expect(res.json()).toMatchObject({ message, field: 'pairsWellWith' });
      const now = await page(made.productId);
      expect(now.price).toBe(9500);
      expect(codesOf(now.pairsWellWith)).toEqual([toner.productId]);
    }
    // Adding a product with a bad list adds nothing.
    const bad = await add({ ...serum, name: 'Refused Serum', pairsWellWith: 'GN-NOPE-2' });
    expect(bad.statusCode).toBe(400);
    const all = await t.app.inject({ url: '/api/product/admin/products', headers: admin.auth });
    expect(all.json<{ products: AdminProduct[] }>().products.map((p) => p.name)).not.toContain(
      'Refused Serum',
    );
  });
});
