import { describe, expect, it } from 'vitest';
import type { AuditPageResponse } from '@shop/shared/admin/audit-schemas';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { formBody, pngImage } from '../../testing/form-body.ts';

// The admin maps each shade of a complexion product to a skin depth and undertone (decision 57).

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });

const foundation = {
  name: 'Soft Matte Foundation',
  fullname: 'Glow Naija Soft Matte Foundation',
  price: '9500',
  inStock: 'true',
  category: 'makeup',
  type: 'face',
  arrayColors: JSON.stringify([
    { value: '#8d5524', label: 'Cocoa' },
    { value: '#5a3825', label: 'Espresso' },
  ]),
};

async function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, image = false) {
  const body = await formBody(fields, image ? await pngImage() : undefined);
  return t.app.inject({ method, url, headers: { ...admin.auth, ...body.headers }, payload: body.payload });
}

const create = (fields: Record<string, string>) => send('POST', '/api/product/admin/products', fields, true);
const edit = (id: string, fields: Record<string, string>) =>
  send('PUT', `/api/product/admin/products/${id}`, fields);

async function shopperView(productId: string): Promise<Product> {
  return (await t.app.inject({ url: `/api/product/products/${productId}` })).json<{ product: Product }>()
    .product;
}

const shadesOf = (p: Product) => p.colors.map(({ name, depth, undertone }) => ({ name, depth, undertone }));

describe('shade depths and undertones in the admin product form', () => {
  it('saves each shade’s depth and undertone, shown to shoppers and kept in the audit log', async () => {
    const made = await create({
      ...foundation,
      colorShades: JSON.stringify({ '#8d5524': { depth: 'tan', undertone: 'warm' } }),
    });
    expect(made.statusCode).toBe(201);
    const { product } = made.json<{ product: Product }>();
    expect(shadesOf(await shopperView(product.productId))).toEqual([
      { name: 'Cocoa', depth: 'tan', undertone: 'warm' },
      { name: 'Espresso', depth: undefined, undertone: undefined },
    ]);

    const edited = await edit(product._id, {
      colorShades: JSON.stringify({ espresso: { depth: 'deepest', undertone: 'neutral' }, Cocoa: null }),
    });
    expect(edited.statusCode).toBe(200);
    expect(shadesOf(await shopperView(product.productId))).toEqual([
      { name: 'Cocoa', depth: undefined, undertone: undefined },
      { name: 'Espresso', depth: 'deepest', undertone: 'neutral' },
    ]);

    const audit = await t.app.inject({ url: '/api/admin/audit?kind=product.updated', headers: admin.auth });
    const entry = audit.json<AuditPageResponse>().entries[0]!;
    expect(entry.subject).toEqual({ type: 'product', id: product._id });
    expect(entry.after).toMatchObject({
      shades: [
        'Cocoa (#8d5524): stock not counted',
        'Espresso (#5a3825): stock not counted, for deepest neutral skin',
      ],
    });
  });

  it('refuses an unknown depth, an unknown shade or a product that is not a complexion product with 400, saving nothing', async () => {
    const { product } = (await create(foundation)).json<{ product: Product }>();
    const unknownDepth = await edit(product._id, {
      name: 'Renamed',
      colorShades: JSON.stringify({ Cocoa: { depth: 'brown', undertone: 'warm' } }),
    });
    expect(unknownDepth.statusCode).toBe(400);
    expect(unknownDepth.json()).toMatchObject({ field: 'colorShades' });
    expect(unknownDepth.json().message).toMatch(
      /depth must be one of fair, light, medium, tan, deep, rich, deepest/,
    );

    const unknownShade = await edit(product._id, {
      name: 'Renamed',
      colorShades: JSON.stringify({ Cocoa: { depth: 'deep', undertone: 'warm' }, Mocha: null }),
    });
    expect(unknownShade.statusCode).toBe(400);
    expect(unknownShade.json().message).toBe('colorShades: "mocha" is not one of the product\'s colours');

    const notJson = await edit(product._id, { colorShades: '{deep' });
    expect(notJson.statusCode).toBe(400);

    const after = await shopperView(product.productId);
    expect(after.name).toBe('Soft Matte Foundation');
    expect(shadesOf(after).every((s) => s.depth === undefined)).toBe(true);

    const lipstick = await create({
      ...foundation,
      name: 'Ruby Lip',
      type: 'lips',
      colorShades: JSON.stringify({ Cocoa: { depth: 'deep', undertone: 'warm' } }),
    });
    expect(lipstick.statusCode).toBe(400);
    expect(lipstick.json().message).toMatch(/only a complexion product/);
  });

  it('forgets the mapping when the product stops being a complexion product', async () => {
    const { product } = (
      await create({
        ...foundation,
        colorShades: JSON.stringify({ Cocoa: { depth: 'deep', undertone: 'warm' } }),
      })
    ).json<{ product: Product }>();
    expect((await edit(product._id, { type: 'lips' })).statusCode).toBe(200);
    expect(shadesOf(await shopperView(product.productId))[0]).toEqual({
      name: 'Cocoa',
      depth: undefined,
      undertone: undefined,
    });
  });
});
