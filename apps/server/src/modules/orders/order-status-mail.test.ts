import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { latestMailTo, paidGuestOrder, setOrderStatus, subjectsTo } from '../../testing/order-helpers.ts';

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });

const patch = (id: string, status: string) => setOrderStatus(t, admin.auth, id, status);

describe('status e-mails', () => {
  it('tells the customer when the order ships and is delivered, with the number and the order’s link', async () => {
    const email = 'status.walk@example.ng';
    const { order, viewToken } = await paidGuestOrder(t, email);
    const n = order.orderNumber;
    for (const status of ['processing', 'shipped'])
      expect((await patch(order._id, status)).statusCode).toBe(200);
    // PUBLIC_URL unset: the link is on localhost at the shop's port.
    expect(await latestMailTo(t, email)).toContain(`http://localhost:3000/order/${viewToken}`);
    expect((await patch(order._id, 'delivered')).statusCode).toBe(200);
    expect(await subjectsTo(t, email)).toEqual([
      `Your Glow Naija order ${n} is confirmed`,
      `Your Glow Naija order ${n} has shipped`,
      `Your Glow Naija order ${n} has been delivered`,
      // Delivered also asks for reviews, in an e-mail of its own.
      `How did you find your Glow Naija order ${n}? Write a review`,
    ]);
  });

  it('tells the customer when the order is cancelled', async () => {
    const email = 'status.cancel@example.ng';
    const { order } = await paidGuestOrder(t, email);
    expect((await patch(order._id, 'cancelled')).statusCode).toBe(200);
    expect((await subjectsTo(t, email)).at(-1)).toBe(
      `Your Glow Naija order ${order.orderNumber} has been cancelled`,
    );
  });

  it('sends nothing for a refused step, and nothing for processing', async () => {
    const email = 'status.refused@example.ng';
    const { order } = await paidGuestOrder(t, email);
    expect((await patch(order._id, 'delivered')).statusCode).toBe(409);
    expect((await patch(order._id, 'processing')).statusCode).toBe(200);
    expect(await subjectsTo(t, email)).toEqual([`Your Glow Naija order ${order.orderNumber} is confirmed`]);
  });

  it('shows the customer the dated history of their order', async () => {
    const customer = await createUser(t.db);
    const { order } = await paidGuestOrder(t, 'unused@example.ng', customer.auth);
    await patch(order._id, 'processing');
    await patch(order._id, 'shipped');
    const mine = await t.app.inject({ url: `/api/order/orders/${customer.user.id}`, headers: customer.auth });
    const [listed] = mine.json().data;
    expect(listed.orderNumber).toBe(order.orderNumber);
    expect(listed.history.map((h: { status: string }) => h.status)).toEqual([
      'pending',
      'paid',
      'processing',
      'shipped',
    ]);
  });
});
