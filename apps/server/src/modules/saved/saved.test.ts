import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';

const t = await buildTestApp();

describe('saved items', () => {
  it('saves a product once, lists it as a product and removes it', async () => {
    const { auth } = await createUser(t.db);
    const product = await createProduct(t.db, { colors: [{ name: 'Cocoa', code: '#5b3a29' }] });
    const save = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/saved',
        headers: auth,
        payload: { productId: product.productId },
      });
    expect((await save()).statusCode).toBe(201);
    expect((await save()).statusCode).toBe(201);
    const list = await t.app.inject({ url: '/api/auth/saved', headers: auth });
    expect(list.json().products).toHaveLength(1);
    expect(list.json().products[0]).toMatchObject({
      productId: product.productId,
      price: 4500,
      colors: [{ name: 'Cocoa' }],
    });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/saved/${product.productId}`,
      headers: auth,
    });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/saved', headers: auth })).json().products).toEqual([]);
  });

  it('keeps each user’s list to themselves', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const product = await createProduct(t.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/saved',
      headers: a.auth,
      payload: { productId: product.productId },
    });
    expect((await t.app.inject({ url: '/api/auth/saved', headers: b.auth })).json().products).toEqual([]);
  });

  it('answers 404 for an unknown product and 401 without a session', async () => {
    const { auth } = await createUser(t.db);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/saved',
      headers: auth,
      payload: { productId: 'NOPE' },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/auth/saved' })).statusCode).toBe(401);
  });
});
