import { describe, expect, it } from 'vitest';
import type { Review } from '@shop/shared/catalog/review-schemas';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createReview, createUser } from '../../testing/factories.ts';

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });
const customer = await createUser(t.db);
const balm = await createProduct(t.db, { productId: 'GN-SK-501', name: 'Shea Balm' });
const lip = await createProduct(t.db, { productId: 'GN-MU-502', name: 'Velvet Lip' });
const day = (n: number) => new Date(Date.UTC(2026, 1, n));
await createReview(t.db, balm.id, { name: 'Chioma', rating: 5, review: 'Soft skin', createdAt: day(1) });
await createReview(t.db, balm.id, { name: 'Bola', rating: 2, review: 'Too greasy', createdAt: day(2) });
await createReview(t.db, lip.id, { name: 'Ngozi', rating: 5, review: 'Lasts all day', createdAt: day(3) });
await createReview(t.db, lip.id, { name: 'Chidi', rating: 4, review: 'Nice shea scent', createdAt: day(4) });

type Page = { reviews: Review[]; total: number };
const get = (query: string, headers = admin.auth) =>
  t.app.inject({ url: `/api/review/admin/reviews${query}`, headers });
const names = (page: Page) => page.reviews.map((r) => r.name);

describe('admin reviews tab: pages and search on the server', () => {
  it('pages newest first with the total', async () => {
    const first = (await get('?limit=3')).json<Page>();
    expect(first.total).toBe(4);
    expect(names(first)).toEqual(['Chidi', 'Ngozi', 'Bola']);
    expect(first.reviews[0]).toMatchObject({ productId: 'GN-MU-502', productName: 'Velvet Lip', rating: 4 });
    expect(names((await get('?limit=3&offset=3')).json<Page>())).toEqual(['Chioma']);
  });

  it('searches reviewer, text and product name or code in any case, with the rating filter', async () => {
    // "shea" is the balm's name and words of Chidi's review.
    expect(names((await get('?q=SHEA')).json<Page>())).toEqual(['Chidi', 'Bola', 'Chioma']);
    expect(names((await get('?q=gn-mu')).json<Page>())).toEqual(['Chidi', 'Ngozi']);
    const fives = (await get('?q=shea&rating=5')).json<Page>();
    expect(fives).toMatchObject({ total: 1 });
    expect(names(fives)).toEqual(['Chioma']);
  });

  it('refuses bad values with 400 and a message', async () => {
    for (const query of ['?limit=0', '?limit=101', '?offset=x', '?rating=6', '?rating=0']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('is for admins only', async () => {
    expect((await get('', customer.auth)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/review/admin/reviews' })).statusCode).toBe(401);
  });
});
