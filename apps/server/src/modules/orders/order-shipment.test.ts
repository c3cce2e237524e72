import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuditPageResponse } from '@shop/shared/admin/audit-schemas';
import { orders, orderStatusEvents, outbox } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { latestMailTo, paidGuestOrder, setOrderStatus, subjectsTo } from '../../testing/order-helpers.ts';

// Shipping with a courier and a tracking number (decision 47): stored with the step, shown in
// every answer the shopper reads and in the shipped e-mail, audited; a bad one changes nothing.

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });
const customer = await createUser(t.db);

/** A paid order of the customer's, already processing: the next step is shipping. */
async function processingOrder(email: string) {
  const placed = await paidGuestOrder(t, email, customer.auth);
  expect((await setOrderStatus(t, admin.auth, placed.order._id, 'processing')).statusCode).toBe(200);
  return placed;
}

const ship = (id: string, details: Record<string, string>) =>
  setOrderStatus(t, admin.auth, id, 'shipped', details);

/** What the order is now, and what was written for it: nothing of it may change on a refusal. */
async function traces(id: string, email: string) {
  const [row] = await t.db
    .select({ status: orders.status, courier: orders.courier, trackingNumber: orders.trackingNumber })
    .from(orders)
    .where(eq(orders.id, id));
  const events = await t.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, id));
  const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, email));
  return { row, events: events.length, mails: mails.length };
}

describe('shipping with a courier and a tracking number', () => {
  it('stores GIG and the number, and shows them in the answer, to the shopper, in the e-mail and in the audit', async () => {
    const email = 'ship.gig@example.ng';
    const { order, viewToken } = await processingOrder(email);
    const res = await ship(order._id, { courier: 'gig', trackingNumber: ' GIG-2024 556/01 ' });
    expect(res.statusCode, res.body).toBe(200);
    const shipment = { courier: 'gig', trackingNumber: 'GIG-2024 556/01' };
    expect(res.json().order).toMatchObject({ status: 'shipped', shipment });

    // The customer's own list, the e-mailed link's page and the tracked order all carry it.
    const mine = await t.app.inject({ url: `/api/order/orders/${customer.user.id}`, headers: customer.auth });
    expect(mine.json().data.find((o: { _id: string }) => o._id === order._id).shipment).toEqual(shipment);
    const viewed = await t.app.inject({ url: `/api/order/view/${viewToken}` });
    expect(viewed.json().order.shipment).toEqual(shipment);
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/order/track',
      payload: { orderNumber: order.orderNumber, email: customer.user.email },
    });
    expect(tracked.json().order.shipment).toEqual(shipment);

    const mail = await latestMailTo(t, customer.user.email);
    expect(mail).toContain(`order ${order.orderNumber} has shipped`);
    expect(mail).toContain('Courier: GIG Logistics');
    expect(mail).toContain('Tracking number: GIG-2024 556/01');
    expect(mail).toContain("Follow it on the courier's site: https://giglogistics.com/track");

    const audit = await t.app.inject({ url: '/api/admin/audit?kind=order.status', headers: admin.auth });
    const [entry] = audit.json<AuditPageResponse>().entries;
    expect(entry!.summary).toBe(
      `Order ${order.orderNumber}: processing → shipped (GIG Logistics GIG-2024 556/01)`,
    );
    expect(entry!.after).toEqual({ status: 'shipped', ...shipment });
  });

  it('links a DHL parcel to its own tracking page, and takes a courier without a number', async () => {
    const { order } = await processingOrder('ship.dhl@example.ng');
    await ship(order._id, { courier: 'dhl', trackingNumber: '1234567890' });
    // Quoted-printable writes the link's `=` as `=3D`.
    expect((await latestMailTo(t, customer.user.email)).replaceAll('=3D', '=')).toContain(
      'https://www.dhl.com/ng-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890',
    );

    const ridden = await processingOrder('ship.rider@example.ng');
    const res = await ship(ridden.order._id, { courier: 'rider', trackingNumber: '' });
    expect(res.json().order.shipment).toEqual({ courier: 'rider', trackingNumber: null });
    const mail = await latestMailTo(t, customer.user.email);
    expect(mail).toContain('Courier: Our rider');
    expect(mail).not.toContain('Tracking number');
    expect(mail).not.toContain("courier's site");
  });

  it.each([
    ['no courier', {}, 'courier', 'Please choose the courier taking the order'],
    ['an unknown courier', { courier: 'fedex' }, 'courier', 'courier must be one of'],
    [
      'a tracking number too long',
      { courier: 'gig', trackingNumber: 'A'.repeat(41) },
      'trackingNumber',
      'at most 40',
    ],
    [
      'a tracking number with markup',
      { courier: 'gig', trackingNumber: '<b>1</b>' },
      'trackingNumber',
      'letters, digits',
    ],
  ])(
    'refuses shipping with %s: a 400 naming the field, nothing changed',
    async (_, details, field, message) => {
      const email = `ship.refused.${field}.${Object.keys(details).length}.${message.length}@example.ng`;
      const { order } = await processingOrder(email);
      const before = await traces(order._id, customer.user.email);
      const res = await ship(order._id, details);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
      expect(res.json().message).toContain(message);
      expect(await traces(order._id, customer.user.email)).toEqual(before);
      expect(before.row).toEqual({ status: 'processing', courier: null, trackingNumber: null });
    },
  );

  it('refuses a courier or tracking number on any other step', async () => {
    const email = 'ship.early@example.ng';
    const { order } = await paidGuestOrder(t, email, customer.auth);
    const before = await traces(order._id, customer.user.email);
    for (const details of [{ courier: 'gig' }, { trackingNumber: 'GIG123' }] as Record<string, string>[]) {
      const res = await setOrderStatus(t, admin.auth, order._id, 'processing', details);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'A courier and tracking number are recorded only when an order is marked shipped',
      );
    }
    expect(await traces(order._id, customer.user.email)).toEqual(before);
    expect(await subjectsTo(t, customer.user.email)).not.toContain(`has shipped`);
  });
});
