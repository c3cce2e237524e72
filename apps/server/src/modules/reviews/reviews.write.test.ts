import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { summariseRatings } from '@shop/shared/catalog/rating';
import type { Review } from '@shop/shared/catalog/review-schemas';
import { messages } from '@shop/shared/messages';
import type { orders } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, createProduct, createReview, createUser } from '../../testing/factories.ts';

const t = await buildTestApp();

type Status = (typeof orders.$inferInsert)['status'];
type Product = Awaited<ReturnType<typeof createProduct>>;

/** An order of the customer in the given status, holding the given products. */
const orderOf = (userId: string, status: Status, ...items: Product[]) =>
  createOrder(t.db, { status, userId, name: 'Adaeze Okonkwo', email: 'adaeze@example.ng', items });

async function buyer(...products: Product[]) {
  const customer = await createUser(t.db, { firstName: 'Adaeze', lastName: 'okonkwo' });
  await orderOf(customer.user.id, 'paid', ...products);
  return customer;
}

const post = (auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/review/reviews', headers: auth, payload });
const listOf = async (code: string) =>
  (await t.app.inject({ url: `/api/review/reviews?productId=${code}` })).json<Review[]>();

describe('writing a review', () => {
  it('lets a buyer review: 201, the name shortened, labelled verified, the summary changed at once', async () => {
    const product = await createProduct(t.db);
    await createReview(t.db, product.id, { rating: 2, name: 'Demo Shopper' });
    const before = summariseRatings((await listOf(product.productId)).map((r) => r.rating));
    const customer = await buyer(product);
    const res = await post(customer.auth, {
      productId: product.productId,
      rating: 5,
      review: '  Lovely glow!  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: messages.reviews.saved,
      review: {
        rating: 5,
        name: 'Adaeze O.',
        review: 'Lovely glow!',
        verified: true,
        productId: product.productId,
      },
    });
    const list = await listOf(product.productId);
    expect(list.map((r) => [r.name, r.verified])).toEqual([
      ['Adaeze O.', true],
      ['Demo Shopper', false],
    ]);
    expect(Object.keys(list[0]!)).toEqual(
      expect.arrayContaining(['_id', 'rating', 'name', 'review', 'createdAt', 'verified']),
    );
    const after = summariseRatings(list.map((r) => r.rating));
    expect([before.average, before.count]).toEqual([2, 1]);
    expect([after.average, after.count]).toEqual([3.5, 2]);
    const all = (await t.app.inject({ url: '/api/review/all' })).json<Review[]>();
    expect(all.find((r) => r._id === res.json().review._id)).toMatchObject({ productName: product.name });
  });

  it('refuses a customer who has not bought the product, or whose order is not paid, with 403', async () => {
    const product = await createProduct(t.db);
    const other = await createProduct(t.db);
    for (const status of ['pending', 'cancelled', 'expired'] as const) {
      const customer = await createUser(t.db);
      await orderOf(customer.user.id, status, product);
      await orderOf(customer.user.id, 'delivered', other);
      const res = await post(customer.auth, { productId: product.productId, rating: 4, review: 'Nice one' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.reviews.notBought);
    }
    expect(await listOf(product.productId)).toEqual([]);
  });

  it('asks a guest to sign in, and answers 404 for an unknown product', async () => {
    const guest = await post({}, { productId: 'T-NOPE', rating: 4, review: 'Nice one' });
    expect(guest.statusCode).toBe(401);
    const customer = await createUser(t.db);
    const unknown = await post(customer.auth, { productId: 'T-NOPE', rating: 4, review: 'Nice one' });
    expect(unknown.statusCode).toBe(404);
  });

  it.each([
    [{ rating: 0, review: 'Nice one' }, messages.reviews.ratingRange],
    [{ rating: 6, review: 'Nice one' }, messages.reviews.ratingRange],
    [{ rating: 4.5, review: 'Nice one' }, messages.reviews.ratingRange],
    [{ rating: 4, review: ' x ' }, messages.reviews.textLength],
    [{ rating: 4, review: 'x'.repeat(1001) }, messages.reviews.textLength],
    [{ rating: 4, review: 'Nice\u0007 one' }, messages.reviews.plainTextOnly],
    [{ rating: 4, review: 'Nice \u202Eeno' }, messages.reviews.plainTextOnly],
  ])('refuses bad input %j with a 400 and a message', async (body, message) => {
    const product = await createProduct(t.db);
    const customer = await buyer(product);
    const res = await post(customer.auth, { productId: product.productId, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await listOf(product.productId)).toEqual([]);
  });

  it('tells the product page whether the customer may review, and what they wrote', async () => {
    const product = await createProduct(t.db);
    const mine = (auth: Record<string, string>) =>
      t.app.inject({ url: `/api/review/mine?productId=${product.productId}`, headers: auth });
    const stranger = await createUser(t.db);
    expect((await mine(stranger.auth)).json()).toEqual({ canReview: false, review: null });
    expect((await mine({})).statusCode).toBe(401);
    const customer = await buyer(product);
    expect((await mine(customer.auth)).json()).toEqual({ canReview: true, review: null });
    await post(customer.auth, { productId: product.productId, rating: 4, review: 'Nice one' });
    expect((await mine(customer.auth)).json()).toMatchObject({
      canReview: true,
      review: { rating: 4, review: 'Nice one' },
    });
  });

  it('keeps one review per customer and product: a second one replaces the first (200)', async () => {
    const product = await createProduct(t.db);
    const customer = await buyer(product);
    const first = await post(customer.auth, { productId: product.productId, rating: 2, review: 'Too oily' });
    const second = await post(customer.auth, {
      productId: product.productId,
      rating: 4,
      review: 'Grew on me',
    });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().review._id).toBe(first.json().review._id);
    expect((await listOf(product.productId)).map((r) => [r.rating, r.review])).toEqual([[4, 'Grew on me']]);
  });

  it('lets the customer edit and delete their own review, and no one else’s', async () => {
    const product = await createProduct(t.db);
    const owner = await buyer(product);
    const stranger = await buyer(product);
    const { review } = (
      await post(owner.auth, { productId: product.productId, rating: 3, review: 'Okay' })
    ).json();
    const url = `/api/review/reviews/${review._id}`;
    const payload = { rating: 1, review: 'Hijacked' };
    expect((await t.app.inject({ method: 'PUT', url, headers: stranger.auth, payload })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'DELETE', url, headers: stranger.auth })).statusCode).toBe(403);
    const missing = `/api/review/reviews/${randomUUID()}`;
    expect((await t.app.inject({ method: 'DELETE', url: missing, headers: owner.auth })).statusCode).toBe(
      404,
    );

    const edited = await t.app.inject({
      method: 'PUT',
      url,
      headers: owner.auth,
      payload: { rating: 5, review: 'Better every day' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await listOf(product.productId)).map((r) => [r.rating, r.review])).toEqual([
      [5, 'Better every day'],
    ]);

    const gone = await t.app.inject({ method: 'DELETE', url, headers: owner.auth });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe(messages.reviews.deleted);
    expect(await listOf(product.productId)).toEqual([]);
  });

  it('keeps HTML and links as the text written', async () => {
    const product = await createProduct(t.db);
    const customer = await buyer(product);
    const text = '<script>alert(1)</script> <b>bold</b> see https://example.com';
    await post(customer.auth, { productId: product.productId, rating: 4, review: text });
    const page = await t.app.inject({ url: `/api/review/reviews?productId=${product.productId}` });
    expect(page.headers['content-type']).toMatch(/^application\/json/);
    expect(page.json<Review[]>()[0]!.review).toBe(text);
  });

  it('allows 10 reviews a day; the 11th is refused with 429 and a message', async () => {
    const products = await Promise.all(Array.from({ length: 11 }, () => createProduct(t.db)));
    const customer = await buyer(...products);
    for (const [i, product] of products.entries()) {
      const res = await post(customer.auth, {
        productId: product.productId,
        rating: 5,
        review: 'Great stuff',
      });
      expect(res.statusCode).toBe(i < 10 ? 201 : 429);
      if (i === 10) {
        expect(res.json().message).toBe(messages.reviews.dailyLimit);
        expect(res.headers['retry-after']).toBeDefined();
      }
    }
    expect(await listOf(products[10]!.productId)).toEqual([]);
  });
});

describe('the admin’s review pages', () => {
  it('pages from the server and filters by rating, the plain call still listing every review', async () => {
    const product = await createProduct(t.db, { name: 'Paged Balm' });
    for (const rating of [1, 3, 3, 3, 5]) await createReview(t.db, product.id, { rating });
    const plain = await t.app.inject({ url: '/api/review/all' });
    const everyone = plain.json<Review[]>();
    expect(everyone.length).toBeGreaterThanOrEqual(5);
    const page = await t.app.inject({ url: '/api/review/all?rating=3&limit=2&offset=1' });
    expect(page.headers['x-total-count']).toBe(String(everyone.filter((r) => r.rating === 3).length));
    const threes = everyone.filter((r) => r.rating === 3).slice(1, 3);
    expect(page.json<Review[]>().map((r) => r._id)).toEqual(threes.map((r) => r._id));
    expect((await t.app.inject({ url: '/api/review/all?rating=9' })).statusCode).toBe(400);
  });
});
