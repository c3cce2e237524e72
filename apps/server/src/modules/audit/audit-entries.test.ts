import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { AuditEntry, AuditKind, AuditPageResponse } from '@shop/shared/admin/audit-schemas';
import { auditLog } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createReview, createUser } from '../../testing/factories.ts';
import { formBody, pngImage } from '../../testing/form-body.ts';
import { paidGuestOrder, setOrderStatus } from '../../testing/order-helpers.ts';
import { csvRow } from '../data-exchange/csv-cells.ts';
import { readCsv } from '../data-exchange/csv-read.ts';

// Every kind of staff change, made through the real API, leaves one audit entry naming the
// signed-in person (never anything the body says), with the changed fields before and after.

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin', username: 'chioma_admin' });
const customer = await createUser(t.db, { username: 'bola_customer' });

type Headers = Record<string, string>;
const send = (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers: Headers = admin.auth,
) => t.app.inject({ method, url, headers, ...(payload && { payload }) });
const entryCount = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;

/** The newest entry of a kind, read back through GET /api/admin/audit as the view does. */
async function latest(kind: AuditKind): Promise<AuditEntry> {
  const res = await t.app.inject({ url: `/api/admin/audit?kind=${kind}`, headers: admin.auth });
  expect(res.statusCode).toBe(200);
  const entry = res.json<AuditPageResponse>().entries[0];
  expect(entry, `an entry of kind ${kind}`).toBeDefined();
  expect(entry!.actor).toEqual({ id: admin.user.id, name: 'chioma_admin', email: admin.user.email });
  return entry!;
}

async function productForm(fields: Record<string, string>, withImage = false) {
  return formBody(fields, withImage ? await pngImage() : undefined);
}

async function createViaApi(code: string) {
  const form = await productForm(
    {
      productId: code,
      name: 'Shea Glow',
      fullname: 'Shea Glow body butter',
      price: '4000',
      inStock: 'true',
      category: 'skincare',
      stock: '10',
    },
    true,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/product/admin/products',
    headers: { ...admin.auth, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ product: { _id: string } }>().product;
}

describe('audit entries for each kind of staff change', () => {
  it('a product created, edited (only the changed fields, price and stock) and deleted', async () => {
    const product = await createViaApi('AUD-001');
    const created = await latest('product.created');
    expect(created.summary).toBe('Created Shea Glow (AUD-001) at ₦4,000');
    expect(created.before).toBeNull();
    expect(created.after).toMatchObject({ code: 'AUD-001', price: 4000, stock: 10, category: 'skincare' });

    const form = await productForm({ price: '4500.5', stock: '7' });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/product/admin/products/${product._id}`,
      headers: { ...admin.auth, ...form.headers },
      payload: form.payload,
    });
    expect(edit.statusCode).toBe(200);
    const edited = await latest('product.updated');
    expect(edited.subject).toEqual({ type: 'product', id: product._id });
    expect(edited.before).toEqual({ price: 4000, stock: 10 });
    expect(edited.after).toEqual({ price: 4500.5, stock: 7 });

    expect((await send('DELETE', `/api/product/admin/products/${product._id}`)).statusCode).toBe(200);
    const deleted = await latest('product.deleted');
    expect(deleted.summary).toBe('Deleted Shea Glow (AUD-001)');
    expect(deleted.before).toMatchObject({ price: 4500.5, stock: 7 });
    expect(deleted.after).toBeNull();
  });

  it('an edit that changes nothing, or is refused, records nothing', async () => {
    const product = await createViaApi('AUD-002');
    const before = await entryCount();
    const same = await productForm({ price: '4000' });
    const unchanged = await t.app.inject({
      method: 'PUT',
      url: `/api/product/admin/products/${product._id}`,
      headers: { ...admin.auth, ...same.headers },
      payload: same.payload,
    });
    expect(unchanged.statusCode).toBe(200);
    const bad = await productForm({ price: '-5' });
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/product/admin/products/${product._id}`,
      headers: { ...admin.auth, ...bad.headers },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(await entryCount()).toBe(before);
  });

  it('an order moved on, with its status before and after; a refused step records nothing', async () => {
    const { order } = await paidGuestOrder(t, 'audit-buyer@example.ng');
    expect((await setOrderStatus(t, admin.auth, order._id, 'processing')).statusCode).toBe(200);
    const entry = await latest('order.status');
    expect(entry.summary).toBe(`Order ${order.orderNumber}: paid → processing`);
    expect(entry.before).toEqual({ status: 'paid' });
    expect(entry.after).toEqual({ status: 'processing' });

    const before = await entryCount();
    expect((await setOrderStatus(t, admin.auth, order._id, 'pending')).statusCode).toBeGreaterThanOrEqual(
      400,
    );
    expect(await entryCount()).toBe(before);
  });

  it('a refund, in naira, with what was refunded before and after', async () => {
    const { order } = await paidGuestOrder(t, 'audit-refund@example.ng');
    const res = await send('POST', `/api/order/orders/${order._id}/refunds`, {
      amount: 1000,
      reason: 'Broken lid',
    });
    expect(res.statusCode).toBe(201);
    const entry = await latest('order.refunded');
    expect(entry.summary).toBe(`Refunded ₦1,000 on order ${order.orderNumber}`);
    expect(entry.before).toEqual({ refunded: 0 });
    expect(entry.after).toEqual({ refunded: 1000, amount: 1000, reason: 'Broken lid' });
  });

  it('a discount code created, edited and deleted', async () => {
    const res = await send('POST', '/api/admin/discounts', { code: 'AUDIT10', type: 'percent', value: 10 });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ discount: { id: string } }>().discount.id;
    expect((await latest('discount.created')).after).toMatchObject({ code: 'AUDIT10', value: '10%' });

    expect((await send('PUT', `/api/admin/discounts/${id}`, { type: 'fixed', value: 1500 })).statusCode).toBe(
      200,
    );
    const edited = await latest('discount.updated');
    expect(edited.before).toEqual({ type: 'percent', value: '10%' });
    expect(edited.after).toEqual({ type: 'fixed', value: '₦1,500' });

    expect((await send('DELETE', `/api/admin/discounts/${id}`)).statusCode).toBe(200);
    const deleted = await latest('discount.deleted');
    expect(deleted.summary).toBe('Deleted code AUDIT10');
    expect(deleted.before).toMatchObject({ code: 'AUDIT10', value: '₦1,500' });
  });

  it('a delivery option created, edited and deleted', async () => {
    const res = await send('POST', '/api/admin/delivery-options', {
      label: 'Kano express',
      price: 3000,
      area: 'states',
      states: ['Kano'],
    });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ option: { id: string } }>().option.id;
    expect((await latest('delivery.created')).summary).toBe('Created delivery option Kano express (₦3,000)');

    const change = { label: 'Kano express', price: 3500, area: 'states', states: ['Kano'] };
    expect((await send('PUT', `/api/admin/delivery-options/${id}`, change)).statusCode).toBe(200);
    const edited = await latest('delivery.updated');
    expect(edited.before).toEqual({ price: 3000 });
    expect(edited.after).toEqual({ price: 3500 });

    expect((await send('DELETE', `/api/admin/delivery-options/${id}`)).statusCode).toBe(200);
    expect((await latest('delivery.deleted')).before).toMatchObject({ label: 'Kano express', price: 3500 });
  });

  it('a setting changed, named by its field', async () => {
    const res = await send('PUT', '/api/admin/settings', {
      payment: { payOnDelivery: { maxAmount: 80000 } },
    });
    expect(res.statusCode).toBe(200);
    const entry = await latest('settings.updated');
    expect(entry.subject).toEqual({ type: 'settings', id: 'payment' });
    expect(entry.before).toEqual({ 'payOnDelivery.maxAmount': null });
    expect(entry.after).toEqual({ 'payOnDelivery.maxAmount': 80000 });
  });

  it("a customer made an admin (the product description's promote)", async () => {
    expect((await send('PUT', `/api/auth/make-admin/${customer.user.id}`, {})).statusCode).toBe(200);
    const entry = await latest('user.role');
    expect(entry.subject).toEqual({ type: 'user', id: customer.user.id });
    expect(entry.summary).toBe("Changed bola_customer's role: Customer → Admin");
    expect(entry.before).toEqual({ role: 'user' });
    expect(entry.after).toEqual({ role: 'admin' });
  });

  it('a role given on the users tab (PUT /api/auth/users/:id/role)', async () => {
    const packer = await createUser(t.db, { username: 'femi_packer' });
    const res = await send('PUT', `/api/auth/users/${packer.user.id}/role`, { role: 'fulfilment' });
    expect(res.statusCode).toBe(200);
    const entry = await latest('user.role');
    expect(entry.summary).toBe("Changed femi_packer's role: Customer → Fulfilment");
    expect(entry.before).toEqual({ role: 'user' });
    expect(entry.after).toEqual({ role: 'fulfilment' });
  });

  it('a review deleted by staff, with what it said', async () => {
    const product = await createViaApi('AUD-003');
    const review = await createReview(t.db, product._id, { rating: 2, name: 'Kemi', review: 'Too oily.' });
    expect((await send('DELETE', `/api/review/${review.id}`)).statusCode).toBe(200);
    const entry = await latest('review.deleted');
    expect(entry.summary).toBe('Deleted a 2-star review by Kemi of Shea Glow (AUD-003)');
    expect(entry.before).toEqual({
      product: 'Shea Glow (AUD-003)',
      name: 'Kemi',
      rating: 2,
      review: 'Too oily.',
    });
  });

  it('a products import, one entry with its counts; a dry run records nothing', async () => {
    const exported = readCsv(
      (await t.app.inject({ url: '/api/admin/products.csv', headers: admin.auth })).body,
    );
    // One price raised: the import changes that product, the others are as the shop has them.
    const price = exported[0]!.indexOf('Price (₦)');
    exported[1]![price] = String(Number(exported[1]![price]) + 1);
    const csv = Buffer.from(exported.map((record) => csvRow(record)).join(''));
    const body = await formBody({}, undefined, {
      file: { name: 'products.csv', type: 'text/csv', data: csv },
    });
    const post = (query: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/products/import${query}`,
        headers: { ...admin.auth, ...body.headers },
        payload: body.payload,
      });
    const before = await entryCount();
    expect((await post('?dryRun=1')).statusCode).toBe(200);
    expect(await entryCount()).toBe(before);
    const res = await post('');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 0, updated: 1, unchanged: exported.length - 2 });
    const entry = await latest('products.imported');
    expect(entry.after).toEqual({ created: 0, updated: 1, unchanged: exported.length - 2, pictures: 0 });
  });
});
