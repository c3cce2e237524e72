import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app.ts';
import { createProduct, createUser } from '../testing/factories.ts';

// Bad input gets a 4xx with a message, never a 500: every route, as a visitor, a customer and an
// admin, with malformed ids, wrong types, empty and oversized bodies, and broken JSON.

const t = await buildTestApp();
const customer = await createUser(t.db);
const admin = await createUser(t.db, { role: 'admin' });
await createProduct(t.db);

const ids = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  "x'; drop table users;--",
  'é'.repeat(300),
];
const bodies: unknown[] = [
  {},
  [],
  'plain text',
  42,
  { username: 5, password: ['x'], email: {}, productId: null, items: 'many', delivery: 7, status: 'sold' },
  { transactionId: 'ref_unknown', items: [{ productId: 1, quantity: -3 }], amount: -1 },
  { note: 'y'.repeat(200_000) },
];
const routes: [string, string][] = [
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/register'],
  ['POST', '/api/auth/logout'],
  ['GET', '/api/auth/me'],
  ['PUT', '/api/auth/update-password'],
  ['DELETE', '/api/auth/account'],
  ['POST', '/api/auth/forgot'],
  ['POST', '/api/auth/resend-code'],
  ['POST', '/api/auth/verify-code'],
  ['POST', '/api/auth/reset-password'],
  ['GET', '/api/auth/saved'],
  ['POST', '/api/auth/saved'],
  ['DELETE', '/api/auth/saved/:id'],
  ['GET', '/api/auth/users/count'],
  ['PUT', '/api/auth/make-admin/:id'],
  ['GET', '/api/product/products?category=:id&limit=-1&offset=abc'],
  ['GET', '/api/product/products/:id'],
  ['POST', '/api/product/admin/products'],
  ['PUT', '/api/product/admin/products/:id'],
  ['DELETE', '/api/product/admin/products/:id'],
  ['GET', '/api/review/reviews?productId=:id'],
  ['DELETE', '/api/review/:id'],
  ['GET', '/api/images/:id'],
  ['POST', '/api/order/checkout'],
  ['POST', '/api/order/orders'],
  ['GET', '/api/order/orders?limit=:id&q=:id'],
  ['GET', '/api/order/orders/:id'],
  ['PATCH', '/api/order/orders/:id/status'],
  ['POST', '/api/payments/sandbox/charge'],
  ['POST', '/api/payments/paystack/webhook'],
];

describe('bad input', () => {
  it('never gets a 5xx from any route, whoever sends it', async () => {
    const failures: string[] = [];
    for (const headers of [{}, customer.auth, admin.auth]) {
      for (const [method, template] of routes) {
        for (const id of ids) {
          const url = template.replaceAll(':id', encodeURIComponent(id));
          const sends = method === 'GET' ? [undefined] : bodies;
          for (const payload of sends) {
            const res = await t.app.inject({
              method: method as 'GET',
              url,
              headers,
              ...(payload === undefined ? {} : { payload: payload as object }),
            });
            if (res.statusCode >= 500)
              failures.push(
                `${method} ${url} ${JSON.stringify(payload)?.slice(0, 60)} → ${res.statusCode} ${res.body.slice(0, 120)}`,
              );
            else if (res.statusCode >= 400 && !res.json().message)
              failures.push(`${method} ${url} → ${res.statusCode} without a message`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers broken JSON with a 400 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "ada", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });
});
