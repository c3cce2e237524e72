import { describe, expect, it } from 'vitest';
import type { AuditPageResponse } from '@shop/shared/admin/audit-schemas';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { adminProductForm } from '../../testing/admin-product-form.ts';

// The admin's product form sets the skin types and concerns (decision 58): checked, kept in the
// shop's order, audited.

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });

const gel = {
  name: 'Oil-Control Gel',
  fullname: 'Glow Naija Oil-Control Gel Moisturiser',
  price: '8500',
  category: 'skincare',
  description: 'An oil-free gel.',
};

const { add, edit } = adminProductForm(t, admin.auth);
const productPage = async (code: string) =>
  (await t.app.inject({ url: `/api/product/products/${code}` })).json<{ product: Product }>().product;

describe("the admin sets a product's skin types and concerns", () => {
  it('keeps them in the shop’s order, changes them on an edit and audits the change', async () => {
    const res = await add({ ...gel, skinTypes: 'Combination, oily', concerns: 'acne' });
    expect(res.statusCode, res.body).toBe(201);
    const code = res.json<{ product: Product }>().product.productId;
    expect(await productPage(code)).toMatchObject({ skinTypes: ['oily', 'combination'], concerns: ['acne'] });

    // An edit that does not send them leaves them; one that sends '' clears them.
    expect((await edit(code, { price: '9000' })).statusCode).toBe(200);
    expect(await productPage(code)).toMatchObject({ skinTypes: ['oily', 'combination'] });
    expect((await edit(code, { skinTypes: '', concerns: 'acne,dullness' })).statusCode).toBe(200);
    expect(await productPage(code)).toMatchObject({ skinTypes: [], concerns: ['acne', 'dullness'] });

    const audit = await t.app.inject({ url: '/api/admin/audit?kind=product.updated', headers: admin.auth });
    const [entry] = audit.json<AuditPageResponse>().entries;
    expect(entry!.before).toEqual({ skinTypes: ['oily', 'combination'], concerns: ['acne'] });
    expect(entry!.after).toEqual({ skinTypes: [], concerns: ['acne', 'dullness'] });
  });

  it('refuses a value outside the lists with a 400 naming the field, and saves nothing', async () => {
    const res = await add({ ...gel, name: 'Bad Gel', skinTypes: 'oily,greasy' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('skinTypes must be among oily, dry, combination, normal, sensitive');
    // The search forgives (decision 59): other gels may show, never one named Bad Gel.
    const listing = await t.app.inject({ url: '/api/product/products?q=bad gel' });
    expect(listing.json<{ products: Product[] }>().products.map((p) => p.name)).not.toContain('Bad Gel');

    const made = await add({ ...gel, name: 'Good Gel' });
    const code = made.json<{ product: Product }>().product.productId;
    const bad = await edit(code, { concerns: 'wrinkles' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('concerns must be among');
    expect(await productPage(code)).toMatchObject({ skinTypes: [], concerns: [] });
  });
});
