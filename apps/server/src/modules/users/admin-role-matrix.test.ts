import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ROLE_LABELS, type Role } from '@shop/shared/auth/staff-roles';
import { messages } from '@shop/shared/messages';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, createProduct, createReview, createUser } from '../../testing/factories.ts';
import { formBody, pngImage } from '../../testing/form-body.ts';

// Every admin route × every role (decision 0036): the server lets through exactly the roles the
// issue names and answers everyone else 403 with a message, whatever the page shows. A new admin
// route is one line in `routes`.

const t = await buildTestApp();
const STAFF = ['owner', 'admin', 'manager', 'fulfilment', 'support'] as const;
const ROLES: readonly Role[] = ['user', ...STAFF];
/** Each role's bearer header. */
const signedIn: Partial<Record<Role, Record<string, string>>> = {};
for (const role of ROLES) signedIn[role] = (await createUser(t.db, { role })).auth;

const product = await createProduct(t.db);
const reviews = await Promise.all(STAFF.map(() => createReview(t.db, product.id)));
const order = await createOrder(t.db, {
  status: 'paid',
  items: [{ id: product.id, productId: product.productId, name: product.name, priceKobo: 500_000 }],
});
const customer = await createUser(t.db);
const productForm = await formBody(
  { name: 'Matrix', fullname: 'Matrix product', price: '1000', inStock: 'true', category: 'makeup' },
  await pngImage(),
);
const importForm = await formBody({}, undefined, {
  file: { name: 'products.csv', type: 'text/csv', data: Buffer.from('code,name\n') },
});

// Who may: the words, role by role.
const ALL_STAFF = STAFF;
const OWNER_ADMIN = ['owner', 'admin'] as const;
const MANAGERS = ['owner', 'admin', 'manager'] as const;
const ORDER_READERS = STAFF;
const SHIPPERS = ['owner', 'admin', 'manager', 'fulfilment'] as const;
const REVIEWERS = ['owner', 'admin', 'manager', 'support'] as const;
const CUSTOMER_READERS = ['owner', 'admin', 'support'] as const;

type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string | ((role: Role) => string);
  allowed: readonly Role[];
  form?: { payload: Buffer; headers: Record<string, string> };
  payload?: object;
  /** The 403's text for a refused role, when the route has its own. */
  refusal?: (role: Role) => string;
};

/** A customer hears the general refusal, a staff member one naming their role. */
const refusalFor = (role: Role) =>
  role === 'user' ? messages.auth.forbidden : messages.staff.notAllowed(ROLE_LABELS[role]);
const reviewOf = (role: Role) => reviews[STAFF.indexOf(role as (typeof STAFF)[number])]?.id ?? randomUUID();

const routes: Call[] = [
  { method: 'GET', url: '/api/product/admin/products', allowed: MANAGERS },
  { method: 'POST', url: '/api/product/admin/products', allowed: MANAGERS, form: productForm },
  { method: 'PUT', url: `/api/product/admin/products/${product.id}`, allowed: MANAGERS, form: productForm },
  { method: 'DELETE', url: `/api/product/admin/products/${randomUUID()}`, allowed: MANAGERS },
  { method: 'GET', url: '/api/admin/products.csv', allowed: MANAGERS },
  { method: 'POST', url: '/api/admin/products/import?dryRun=1', allowed: MANAGERS, form: importForm },
  { method: 'GET', url: '/api/review/admin/reviews', allowed: REVIEWERS },
  { method: 'DELETE', url: (role) => `/api/review/${reviewOf(role)}`, allowed: REVIEWERS },
  { method: 'GET', url: '/api/admin/discounts', allowed: MANAGERS },
  { method: 'POST', url: '/api/admin/discounts', allowed: MANAGERS, payload: {} },
  { method: 'PUT', url: `/api/admin/discounts/${randomUUID()}`, allowed: MANAGERS, payload: {} },
  { method: 'DELETE', url: `/api/admin/discounts/${randomUUID()}`, allowed: MANAGERS },
  { method: 'GET', url: '/api/admin/delivery-options', allowed: MANAGERS },
  { method: 'POST', url: '/api/admin/delivery-options', allowed: MANAGERS, payload: {} },
  { method: 'PUT', url: `/api/admin/delivery-options/${randomUUID()}`, allowed: MANAGERS, payload: {} },
  { method: 'DELETE', url: `/api/admin/delivery-options/${randomUUID()}`, allowed: MANAGERS },
  { method: 'GET', url: '/api/order/orders', allowed: ORDER_READERS },
  { method: 'GET', url: `/api/order/orders/${customer.user.id}`, allowed: ORDER_READERS },
  {
    method: 'PATCH',
    url: `/api/order/orders/${order}/status`,
    allowed: SHIPPERS,
    payload: { status: 'processing' },
  },
  {
    method: 'PATCH',
    url: `/api/order/orders/${randomUUID()}/status`,
    allowed: MANAGERS,
    payload: { status: 'cancelled' },
    refusal: (role) => (role === 'fulfilment' ? messages.staff.statusNotAllowed : refusalFor(role)),
  },
  {
    method: 'POST',
    url: `/api/order/orders/${randomUUID()}/refunds`,
    allowed: MANAGERS,
    payload: { amount: 1000, reason: 'Matrix' },
  },
  { method: 'GET', url: `/api/admin/orders/${order}/packing-slip.pdf`, allowed: SHIPPERS },
  { method: 'GET', url: `/api/admin/orders/packing-slips.pdf?ids=${order}`, allowed: SHIPPERS },
  { method: 'GET', url: '/api/admin/orders.csv?from=2026-01-01&to=2026-01-31', allowed: MANAGERS },
  { method: 'GET', url: '/api/admin/customers', allowed: ORDER_READERS },
  { method: 'GET', url: `/api/admin/customers/${order}`, allowed: ORDER_READERS },
  {
    method: 'POST',
    url: `/api/admin/customers/${order}/notes`,
    allowed: ORDER_READERS,
    payload: { body: 'Matrix' },
  },
  { method: 'GET', url: '/api/admin/customers.csv', allowed: MANAGERS },
  { method: 'GET', url: '/api/admin/overview', allowed: MANAGERS },
  { method: 'GET', url: '/api/admin/settings', allowed: MANAGERS },
  {
    method: 'PUT',
    url: '/api/admin/settings',
    allowed: MANAGERS,
    payload: { stock: { lowStockLevel: 4 } },
  },
  {
    method: 'PUT',
    url: '/api/admin/settings',
    allowed: OWNER_ADMIN,
    payload: { payment: { channels: ['card'] } },
    refusal: (role) => (role === 'manager' ? messages.staff.paymentSettings : refusalFor(role)),
  },
  { method: 'GET', url: '/api/admin/backups', allowed: MANAGERS },
  { method: 'GET', url: '/api/admin/audit', allowed: OWNER_ADMIN },
  { method: 'GET', url: '/api/auth/users/count', allowed: CUSTOMER_READERS },
  {
    method: 'PUT',
    url: `/api/auth/make-admin/${randomUUID()}`,
    allowed: OWNER_ADMIN,
    payload: {},
    refusal: () => messages.admin.promoteForbidden,
  },
  {
    method: 'PUT',
    url: `/api/auth/users/${customer.user.id}/role`,
    allowed: OWNER_ADMIN,
    payload: { role: 'user' },
    refusal: () => messages.staff.roleForbidden,
  },
];

function call(route: Call, role: Role | null) {
  const url = typeof route.url === 'function' ? route.url(role ?? 'user') : route.url;
  return t.app.inject({
    method: route.method,
    url,
    headers: { ...(role ? signedIn[role] : {}), ...(route.form?.headers ?? {}) },
    ...(route.form ? { payload: route.form.payload } : route.payload ? { payload: route.payload } : {}),
  });
}

const cells = routes.flatMap((route) =>
  ROLES.map((role) => ({
    route,
    role,
    name: `${route.method} ${String(route.url)}`,
    may: route.allowed.includes(role),
  })),
);

describe('the role-by-route matrix', () => {
  it('covers every role on every route', () => {
    expect(cells).toHaveLength(routes.length * 6);
    expect(ALL_STAFF).toHaveLength(5);
  });

  it.each(routes)('$method $url: 401 without a token', async (route) => {
    const res = await call(route, null);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue');
  });

  it.each(cells.filter((c) => !c.may))('$name: 403 for $role', async ({ route, role }) => {
    const res = await call(route, role);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe((route.refusal ?? refusalFor)(role));
  });

  // Last: the allowed calls change things (a review deleted, a product added, a role given).
  it.each(cells.filter((c) => c.may))('$name: allowed for $role', async ({ route, role }) => {
    const res = await call(route, role);
    expect(res.statusCode).toBeLessThan(500);
    expect([401, 403]).not.toContain(res.statusCode);
  });
});
