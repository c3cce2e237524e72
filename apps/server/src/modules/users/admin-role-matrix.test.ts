import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createReview, createUser } from '../../testing/factories.ts';
import { formBody, pngImage } from '../../testing/form-body.ts';

// Every admin endpoint, walked with no token, a customer's token and an admin's token: the server
// enforces the roles, whatever the page shows.

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });
const customer = await createUser(t.db);
const product = await createProduct(t.db);
const review = await createReview(t.db, product.id);
const form = await formBody(
  { name: 'Matrix', fullname: 'Matrix product', price: '1000', inStock: 'true', category: 'makeup' },
  await pngImage(),
);

type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  multipart?: boolean;
  payload?: object;
};

const routes: Call[] = [
  { method: 'POST', url: '/api/product/admin/products', multipart: true },
  { method: 'PUT', url: `/api/product/admin/products/${product.id}`, multipart: true },
  { method: 'DELETE', url: `/api/product/admin/products/${randomUUID()}` },
  { method: 'DELETE', url: `/api/review/${review.id}` },
  { method: 'GET', url: '/api/order/orders' },
  { method: 'GET', url: '/api/auth/users/count' },
  { method: 'GET', url: '/api/admin/overview' },
  { method: 'PUT', url: `/api/auth/make-admin/${customer.user.id}`, payload: {} },
  { method: 'PATCH', url: `/api/order/orders/${randomUUID()}/status`, payload: { status: 'processing' } },
];

function call(route: Call, headers: Record<string, string>) {
  return t.app.inject({
    method: route.method,
    url: route.url,
    headers: { ...headers, ...(route.multipart ? form.headers : {}) },
    ...(route.multipart ? { payload: form.payload } : route.payload ? { payload: route.payload } : {}),
  });
}

describe('the admin role matrix', () => {
  it.each(routes)('$method $url: 401 without a token', async (route) => {
    const res = await call(route, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue');
  });

  it.each(routes)('$method $url: 403 with a customer token', async (route) => {
    const res = await call(route, customer.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You do not have permission to do that');
  });

  // Last: the admin's calls change things (the customer is promoted by one of them).
  it.each(routes)('$method $url: allowed with an admin token', async (route) => {
    const res = await call(route, admin.auth);
    expect(res.statusCode).toBeLessThan(500);
    expect([401, 403]).not.toContain(res.statusCode);
  });
});
