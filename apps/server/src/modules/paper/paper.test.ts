import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, createProduct, createUser } from '../../testing/factories.ts';
import { paidGuestOrder } from '../../testing/order-helpers.ts';
import { pdfText } from '../../testing/pdf-text.ts';

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });
const customer = await createUser(t.db);

/** A pay-on-delivery order for ₦12,500 of a lipstick in a shade, not yet collected. */
async function payOnDeliveryOrder() {
  const product = await createProduct(t.db, { name: 'Velvet Matte Lipstick', priceKobo: 1_000_000 });
  const id = await createOrder(t.db, {
    status: 'pay_on_delivery',
    items: [
      { id: product.id, productId: product.productId, name: 'Velvet Matte Lipstick', priceKobo: 1_000_000 },
    ],
    name: 'Ifeoma Nwosu',
  });
  await t.db.update(orders).set({ paymentMethod: 'pay_on_delivery' }).where(eq(orders.id, id));
  await t.db
    .update(orderItems)
    .set({ colorName: 'Lagos Red', colorCode: '#b3122e' })
    .where(eq(orderItems.orderId, id));
  const [row] = await t.db.select({ n: orders.orderNumber }).from(orders).where(eq(orders.id, id));
  return { id, orderNumber: `GN-${row!.n}` };
}

const slip = (id: string, query = '', headers = admin.auth) =>
  t.app.inject({ url: `/api/admin/orders/${id}/packing-slip.pdf${query}`, headers });

describe('packing slips (GET /api/admin/orders/:id/packing-slip.pdf)', () => {
  it('prints the order number, address, phone, the line with its shade and the naira to collect', async () => {
    const order = await payOnDeliveryOrder();
    const res = await slip(order.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`packing-slip-${order.orderNumber}.pdf`);
    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain(order.orderNumber);
    expect(text).toContain('12 Airport Road');
    expect(text).toContain('Oredo, Edo');
    expect(text).toContain('08031234567');
    expect(text).toContain('1 × Velvet Matte Lipstick — Lagos Red');
    // ₦10,000 of lipstick and ₦2,500 delivery, collected at the door.
    expect(text).toContain('Collect on delivery: ₦12,500');
  });

  it('prints on an 80 mm receipt roll with ?size=80mm', async () => {
    const order = await payOnDeliveryOrder();
    const res = await slip(order.id, '?size=80mm');
    expect(res.statusCode).toBe(200);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain(order.orderNumber);
    expect(text).toContain('₦12,500');
    const mediaBox = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(res.rawPayload.toString('latin1'));
    expect(Number(mediaBox![1])).toBeCloseTo(226.77, 1);
  });

  it('prints a chosen batch, one order a page, in the order chosen', async () => {
    const first = await payOnDeliveryOrder();
    const second = await payOnDeliveryOrder();
    const res = await t.app.inject({
      url: `/api/admin/orders/packing-slips.pdf?ids=${second.id},${first.id}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBe(2);
    expect(text.indexOf(second.orderNumber)).toBeLessThan(text.indexOf(first.orderNumber));
  });

  it('says "Paid online: collect nothing" on an order paid by card', async () => {
    const { order } = await paidGuestOrder(t, 'paid.online@example.ng');
    const { text } = await pdfText((await slip(order._id)).rawPayload);
    expect(text).toContain(order.orderNumber);
    expect(text).toContain('Paid online: collect nothing (₦0)');
  });

  it('answers 404 for an unknown order, alone or in a batch, and 400 for a bad size', async () => {
    const known = await payOnDeliveryOrder();
    expect((await slip(randomUUID())).json()).toEqual(
      expect.objectContaining({ message: 'Order not found' }),
    );
    expect((await slip(randomUUID())).statusCode).toBe(404);
    expect((await slip('not-an-id')).statusCode).toBe(404);
    const batch = await t.app.inject({
      url: `/api/admin/orders/packing-slips.pdf?ids=${known.id},${randomUUID()}`,
      headers: admin.auth,
    });
    expect(batch.statusCode).toBe(404);
    expect((await slip(known.id, '?size=a5')).statusCode).toBe(400);
    const empty = await t.app.inject({
      url: '/api/admin/orders/packing-slips.pdf?ids=,',
      headers: admin.auth,
    });
    expect(empty.statusCode).toBe(400);
  });

  it('is for the admin only: 403 for a customer, 401 signed out', async () => {
    const order = await payOnDeliveryOrder();
    expect((await slip(order.id, '', customer.auth)).statusCode).toBe(403);
    const batch = await t.app.inject({
      url: `/api/admin/orders/packing-slips.pdf?ids=${order.id}`,
      headers: customer.auth,
    });
    expect(batch.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/admin/orders/${order.id}/packing-slip.pdf` })).statusCode).toBe(
      401,
    );
  });
});

describe('the customer receipt (GET /api/order/view/:token/receipt.pdf)', () => {
  it('is a PDF with the order number, the lines and the naira total, opened by the order page token', async () => {
    const { order, viewToken } = await paidGuestOrder(t, 'receipt.reader@example.ng');
    const res = await t.app.inject({ url: `/api/order/view/${viewToken}/receipt.pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`receipt-${order.orderNumber}.pdf`);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain(`Receipt for order ${order.orderNumber}`);
    const full = (await t.app.inject({ url: `/api/order/view/${viewToken}` })).json<{
      order: { amount: number };
    }>().order;
    expect(text).toContain(`Total`);
    expect(text).toContain(`₦${full.amount.toLocaleString('en-NG')}`);
    expect(text).toMatch(/Paid online \(/);
  });

  it('is the signed-in customer’s from the dashboard for their own order, and 404 for another’s', async () => {
    const { order } = await paidGuestOrder(t, customer.user.email, customer.auth);
    const own = await t.app.inject({
      url: `/api/order/mine/${order._id}/receipt.pdf`,
      headers: customer.auth,
    });
    expect(own.statusCode).toBe(200);
    expect((await pdfText(own.rawPayload)).text).toContain(order.orderNumber);
    const stranger = await createUser(t.db);
    const other = await t.app.inject({
      url: `/api/order/mine/${order._id}/receipt.pdf`,
      headers: stranger.auth,
    });
    expect(other.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/order/mine/${order._id}/receipt.pdf` })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown token and 409 before the order is paid', async () => {
    const unknown = await t.app.inject({ url: `/api/order/view/${'x'.repeat(43)}/receipt.pdf` });
    expect(unknown.statusCode).toBe(404);
    const product = await createProduct(t.db, { priceKobo: 500_000 });
    const id = await createOrder(t.db, {
      status: 'pending',
      items: [{ id: product.id, productId: product.productId, name: product.name, priceKobo: 500_000 }],
    });
    const [row] = await t.db.select({ token: orders.viewToken }).from(orders).where(eq(orders.id, id));
    const unpaid = await t.app.inject({ url: `/api/order/view/${row!.token}/receipt.pdf` });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ message: 'The receipt is ready once the order is paid.' });
  });
});
