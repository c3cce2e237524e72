import { describe, expect, it } from 'vitest';
import type { ShadeMatchResponse } from '@shop/shared/products/shade-schemas';
import type { ProductListResponse } from '@shop/shared/catalog/product-schemas';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';

// GET /api/product/shade-match, the listing's `shade=` filter and the account's shade (decision 57).

const t = await buildTestApp();

const face = { category: 'makeup' as const, type: 'face' };
const warmFoundation = await createProduct(t.db, {
  ...face,
  name: 'Warm Foundation',
  colors: [
    { name: 'Honey', code: '#b07a4f', depth: 'tan', undertone: 'warm' },
    { name: 'Mahogany', code: '#5e3620', depth: 'rich', undertone: 'cool', inStock: false },
    { name: 'Sienna', code: '#6b3e22', depth: 'rich', undertone: 'warm', image: 'sienna.webp' },
  ],
});
const neutralConcealer = await createProduct(t.db, {
  ...face,
  name: 'Neutral Concealer',
  colors: [
    { name: 'Walnut', code: '#4a2c1a', depth: 'rich', undertone: 'neutral' },
    { name: 'Almond', code: '#c48b5c', depth: 'medium', undertone: 'neutral' },
  ],
});
const unmapped = await createProduct(t.db, {
  ...face,
  name: 'Unmapped Powder',
  colors: [{ name: 'Cocoa', code: '#6b4226' }],
});
const lipstick = await createProduct(t.db, {
  category: 'makeup',
  type: 'lips',
  name: 'Rich Lip',
  colors: [{ name: 'Plum', code: '#5e3620', depth: 'rich', undertone: 'warm' }],
});

const match = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/product/shade-match?${query}`, headers });

describe('GET /api/product/shade-match', () => {
  it('answers each complexion product’s shade: her depth and undertone first, else her depth’s nearest undertone', async () => {
    const res = await match('depth=rich&undertone=warm');
    expect(res.statusCode).toBe(200);
    const body = res.json<ShadeMatchResponse>();
    expect(body).toMatchObject({ depth: 'rich', undertone: 'warm' });
    const byProduct = new Map(body.matches.map((m) => [m.productId, m]));
    expect(byProduct.get(warmFoundation.productId)).toEqual({
      productId: warmFoundation.productId,
      shadeId: warmFoundation.colorRows[2]!.id,
      shadeName: 'Sienna',
      image: 'sienna.webp',
      inStock: true,
      exact: true,
    });
    // No warm rich shade: neutral is nearest to warm.
    expect(byProduct.get(neutralConcealer.productId)).toMatchObject({ shadeName: 'Walnut', exact: false });
    // A product with no shade mapped, and a lipstick, are not complexion matches.
    expect(byProduct.has(unmapped.productId)).toBe(false);
    expect(byProduct.has(lipstick.productId)).toBe(false);
  });

  it('never offers a shade of another depth', async () => {
    const body = (await match('depth=deepest&undertone=warm')).json<ShadeMatchResponse>();
    expect(body.matches).toEqual([]);
    const medium = (await match('depth=medium&undertone=cool')).json<ShadeMatchResponse>();
    expect(medium.matches.map((m) => m.shadeName)).toEqual(['Almond']);
  });

  it('refuses an unknown or missing depth or undertone with 400 and a clear message', async () => {
    const brown = await match('depth=brown&undertone=warm');
    expect(brown.statusCode).toBe(400);
    expect(brown.json().message).toMatch(
      /depth must be one of fair, light, medium, tan, deep, rich, deepest/,
    );
    const pink = await match('depth=deep&undertone=pink');
    expect(pink.statusCode).toBe(400);
    expect(pink.json().message).toMatch(/undertone must be one of cool, neutral, warm, olive/);
    expect((await match('undertone=warm')).statusCode).toBe(400);
  });

  it('is cached like the catalogue: an ETag, and 304 for a copy still current', async () => {
    const first = await match('depth=rich&undertone=warm');
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await match('undertone=warm&depth=rich', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });
});

describe('the listing’s shade filter (GET /api/product/products?shade=)', () => {
  it('keeps only products that come in her shade', async () => {
    const res = await t.app.inject({ url: '/api/product/products?category=makeup&shade=rich-warm' });
    expect(res.statusCode).toBe(200);
    const names = res.json<ProductListResponse>().products.map((p) => p.name);
    expect(names.sort()).toEqual(['Neutral Concealer', 'Warm Foundation']);
    const none = await t.app.inject({ url: '/api/product/products?shade=fair-olive' });
    expect(none.json<ProductListResponse>()).toEqual({ products: [], total: 0 });
  });

  it('refuses a shade that names no depth and undertone with 400', async () => {
    const res = await t.app.inject({ url: '/api/product/products?shade=dark' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/shade must be a depth and an undertone, e.g. deep-warm/);
  });
});

describe('the account’s shade (/api/auth/me/shade)', () => {
  it('keeps her shade until she takes the finder again or forgets it, and only hers', async () => {
    const ada = await createUser(t.db);
    const bisi = await createUser(t.db);
    const put = (auth: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/me/shade', headers: auth, payload });
    const get = async (auth: Record<string, string>) =>
      (await t.app.inject({ url: '/api/auth/me/shade', headers: auth })).json();

    expect(await get(ada.auth)).toEqual({ shade: null });
    expect((await put(ada.auth, { depth: 'deep', undertone: 'warm' })).json()).toEqual({
      shade: { depth: 'deep', undertone: 'warm' },
    });
    expect((await put(ada.auth, { depth: 'rich', undertone: 'olive' })).statusCode).toBe(200);
    expect(await get(ada.auth)).toEqual({ shade: { depth: 'rich', undertone: 'olive' } });
    expect(await get(bisi.auth)).toEqual({ shade: null });

    const bad = await put(ada.auth, { depth: 'rich', undertone: 'pink' });
    expect(bad.statusCode).toBe(400);
    expect(await get(ada.auth)).toEqual({ shade: { depth: 'rich', undertone: 'olive' } });

    const forgot = await t.app.inject({ method: 'DELETE', url: '/api/auth/me/shade', headers: ada.auth });
    expect(forgot.json()).toEqual({ shade: null });
    expect(await get(ada.auth)).toEqual({ shade: null });
  });

  it('asks a signed-out caller to sign in (401)', async () => {
    expect((await t.app.inject({ url: '/api/auth/me/shade' })).statusCode).toBe(401);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me/shade',
      payload: { depth: 'deep', undertone: 'warm' },
    });
    expect(put.statusCode).toBe(401);
  });
});
