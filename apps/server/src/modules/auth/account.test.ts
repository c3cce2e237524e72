import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { orders, savedItems, sessions, users } from '../../db/schema/index.ts';
import { registerErrorHandler } from '../../plugins/errors.ts';
import { registerSessionLookup, requireAdmin } from './auth-guards.ts';

const t = await buildTestApp();

describe('roles', () => {
  it('an admin-only check answers 401 without a session, 403 for a user and passes an admin', async () => {
    // A tiny app with the shop's own session lookup and error handler around requireAdmin.
    const app = Fastify();
    app.decorate('db', t.db);
    registerErrorHandler(app);
    registerSessionLookup(app);
    app.get('/admin-only', async (request) => ({ id: requireAdmin(request).id }));
    const customer = await createUser(t.db);
    const admin = await createUser(t.db, { role: 'admin' });
    expect((await app.inject({ url: '/admin-only' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/admin-only', headers: customer.auth })).statusCode).toBe(403);
    expect((await app.inject({ url: '/admin-only', headers: admin.auth })).json()).toEqual({
      id: admin.user.id,
    });
    await app.close();
  });
});

describe('delete account', () => {
  const del = (headers: Record<string, string>, password: string) =>
    t.app.inject({ method: 'DELETE', url: '/api/auth/account', headers, payload: { password } });

  it('refuses a wrong password and keeps the account', async () => {
    const { user, auth } = await createUser(t.db);
    const res = await del(auth, 'not-the-password');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Incorrect password');
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it('deletes the user, sessions and saved items, and keeps orders without the personal link', async () => {
    const { user, password, auth } = await createUser(t.db);
    const product = await createProduct(t.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/saved',
      headers: auth,
      payload: { productId: product.productId },
    });
    const [order] = await t.db
      .insert(orders)
      .values({
        reference: `ref_${Date.now()}`,
        userId: user.id,
        name: 'Ada Obi',
        email: user.email,
        phoneNumber: '08035550142',
        address: '12 Allen Avenue',
        state: 'Lagos',
        city: 'Ikeja',
        transportOption: 'GIG',
        transportCostKobo: 700_000,
        subtotalKobo: 450_000,
        amountKobo: 1_150_000,
        provider: 'sandbox',
      })
      .returning();

    const res = await del(auth, password);
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await t.db.select().from(savedItems).where(eq(savedItems.userId, user.id))).toHaveLength(0);
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept!.userId).toBeNull();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password },
    });
    expect(signIn.statusCode).toBe(401);
  });
});
