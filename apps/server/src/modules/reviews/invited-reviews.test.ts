import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@shop/shared/messages';
import { outbox, users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, createProduct, createUser } from '../../testing/factories.ts';
import { setOrderStatus } from '../../testing/order-helpers.ts';

// A guest who bought is asked for reviews by e-mail; the link proves the order and lets them
// review its products as a verified buyer, once each, without an account. An account whose e-mail
// that link proves (opened signed in) sees its guest orders in its history.
const t = await buildTestApp({ PUBLIC_URL: 'https://glow.example.ng' });
const admin = await createUser(t.db, { role: 'admin' });

type Product = Awaited<ReturnType<typeof createProduct>>;

/** A guest's order of `items`, delivered: answers its id and its invitation's path. */
async function deliveredGuestOrder(email: string, name: string, ...items: Product[]) {
  const id = await createOrder(t.db, { status: 'paid', email, name, items });
  for (const status of ['processing', 'shipped', 'delivered'])
    expect((await setOrderStatus(t, admin.auth, id, status)).statusCode).toBe(200);
  const [mail] = await t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'review-invite')));
  const link = /https:\/\/glow\.example\.ng(\/review\/\S+)/.exec(mail!.text)?.[1];
  expect(link).toBeDefined();
  return { id, mail: mail!, page: link!, api: `/api${link!.replace('/review/', '/review/invite/')}` };
}

const review = (url: string, productId: string, text = 'Lovely, my skin glows', headers = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload: { productId, rating: 5, review: text } });
const get = (url: string, headers = {}) => t.app.inject({ method: 'GET', url, headers });
const guestEmail = () => `guest_${randomUUID().slice(0, 8)}@example.ng`;

describe("a guest buyer's review invitation", () => {
  it('links to one page for the order, listing its products, without asking to sign in', async () => {
    const balm = await createProduct(t.db, { name: 'Shea Balm' });
    const toner = await createProduct(t.db, { name: 'Rose Toner' });
    const invite = await deliveredGuestOrder(guestEmail(), 'Chioma Eze', balm, toner);
    expect(invite.mail.text).toContain('- Shea Balm');
    expect(invite.mail.text).not.toContain('#write-review');
    const page = await get(invite.api);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const body = page.json();
    expect(body.orderNumber).toMatch(/^GN-\d+$/);
    expect(body.products.map((p: { name: string }) => p.name).sort()).toEqual(['Rose Toner', 'Shea Balm']);
    expect(body.products.every((p: { review: unknown }) => p.review === null)).toBe(true);
  });

  it("posts a verified buyer's review with the link alone, once per product of that order", async () => {
    const balm = await createProduct(t.db, { name: 'Shea Balm' });
    const invite = await deliveredGuestOrder(guestEmail(), 'Chioma Ngozi Eze', balm);

    const first = await review(invite.api, balm.productId);
    expect(first.statusCode).toBe(201);
    expect(first.json().review).toMatchObject({
      verified: true,
      name: 'Chioma E.',
      rating: 5,
      productId: balm.productId,
    });
    const shown = await get(`/api/review/reviews?productId=${balm.productId}`);
    expect(shown.json()).toEqual([expect.objectContaining({ name: 'Chioma E.', verified: true })]);
    expect((await get(invite.api)).json().products[0].review).toMatchObject({
      review: 'Lovely, my skin glows',
    });

    const again = await review(invite.api, balm.productId, 'A second go at it');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.reviews.alreadyReviewedFromOrder);
    expect((await get(`/api/review/reviews?productId=${balm.productId}`)).json()).toHaveLength(1);
  });

  it('refuses a product of another order, a bad or tampered link, and bad input, writing nothing', async () => {
    const mine = await createProduct(t.db);
    const other = await createProduct(t.db);
    const invite = await deliveredGuestOrder(guestEmail(), 'Tunde Bello', mine);

    const notInOrder = await review(invite.api, other.productId);
    expect(notInOrder.statusCode).toBe(404);
    expect(notInOrder.json().message).toBe(messages.reviews.notInOrder);
    const token = invite.api.split('/').at(-1)!;
    for (const bad of [
      'nonsense',
      `${token.slice(0, -3)}abc`,
      `review.${Buffer.from(randomUUID()).toString('base64url')}.x`,
    ]) {
      const answer = await review(`/api/review/invite/${bad}`, mine.productId);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(messages.reviews.inviteBadLink);
      expect((await get(`/api/review/invite/${bad}`)).statusCode).toBe(404);
    }
    const noStars = await t.app.inject({
      method: 'POST',
      url: invite.api,
      payload: { productId: mine.productId, rating: 0, review: 'ok then' },
    });
    expect(noStars.statusCode).toBe(400);
    for (const product of [mine, other])
      expect((await get(`/api/review/reviews?productId=${product.productId}`)).json()).toEqual([]);
  });

  it('is refused once the order is cancelled', async () => {
    const product = await createProduct(t.db);
    const id = await createOrder(t.db, { status: 'paid', email: guestEmail(), items: [product] });
    const { reviewInviteToken } = await import('../orders/review-invite-link.ts');
    const token = await reviewInviteToken(t.db, id);
    expect((await setOrderStatus(t, admin.auth, id, 'cancelled')).statusCode).toBe(200);
    expect((await review(`/api/review/invite/${token}`, product.productId)).statusCode).toBe(404);
  });
});

describe("an account's guest orders", () => {
  const history = async (userId: string, auth: Record<string, string>) =>
    (await get(`/api/order/orders/${userId}`, auth)).json().data.map((o: { _id: string }) => o._id);
  const signIn = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

  it('stay hidden while the e-mail is unverified, and show once the invitation proves it, the next ones at sign-in', async () => {
    const product = await createProduct(t.db);
    const email = guestEmail();
    const invite = await deliveredGuestOrder(email.toUpperCase(), 'Ada Obi', product);
    // Signed up with the same address (in another case): not proven yet, so nothing shows.
    const { user, password, auth } = await createUser(t.db, { email });
    expect((await signIn(user.username, password)).statusCode).toBe(200);
    expect(await history(user.id, auth)).toEqual([]);
    const before = await review('/api/review/reviews', product.productId, 'Bought as a guest', auth);
    expect(before.statusCode).toBe(403);

    // The invitation's link, mailed to that address, opened signed in: the e-mail is proven.
    expect((await get(invite.api, auth)).statusCode).toBe(200);
    expect(await history(user.id, auth)).toEqual([invite.id]);
    // The account may now review the product from its product page too.
    expect(
      (await review('/api/review/reviews', product.productId, 'Bought as a guest', auth)).statusCode,
    ).toBe(201);

    // A later guest order with that address joins at the next sign-in.
    const later = await createOrder(t.db, { status: 'paid', email, items: [product] });
    expect((await signIn(user.email, password)).statusCode).toBe(200);
    expect((await history(user.id, auth)).sort()).toEqual([invite.id, later].sort());
  });

  it('never come in for an account of another address, or after its e-mail changed', async () => {
    const product = await createProduct(t.db);
    const email = guestEmail();
    const invite = await deliveredGuestOrder(email, 'Ada Obi', product);
    const stranger = await createUser(t.db);
    expect((await get(invite.api, stranger.auth)).statusCode).toBe(200);
    expect(await history(stranger.user.id, stranger.auth)).toEqual([]);

    // Proven once, then changed to another address: a new guest order with the old one stays out.
    const owner = await createUser(t.db, { email });
    expect((await get(invite.api, owner.auth)).statusCode).toBe(200);
    await t.db
      .update(users)
      .set({ email: `moved_${email}` })
      .where(eq(users.id, owner.user.id));
    const later = await createOrder(t.db, { status: 'paid', email, items: [product] });
    expect((await signIn(owner.user.username, owner.password)).statusCode).toBe(200);
    expect(await history(owner.user.id, owner.auth)).not.toContain(later);
  });
});
