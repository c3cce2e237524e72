import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orderItems, orders, orderStatusEvents } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { setOrderStatus } from '../../testing/order-helpers.ts';
import { createUser } from '../../testing/factories.ts';

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });
const customer = await createUser(t.db);

type Status = (typeof orders.$inferInsert)['status'];

async function orderWith(status: Status) {
  const [row] = await t.db
    .insert(orders)
    .values({
      reference: `ref_${randomUUID()}`,
      userId: customer.user.id,
      name: 'Chioma Eze',
      email: customer.user.email,
      phoneNumber: '08031234567',
      address: '12 Airport Road',
      state: 'Edo',
      city: 'Oredo',
      transportOption: 'BENIN',
      transportCostKobo: 250_000,
      subtotalKobo: 650_000,
      amountKobo: 900_000,
      status,
      provider: 'sandbox',
    })
    .returning();
  await t.db.insert(orderItems).values({
    orderId: row!.id,
    productCode: 'GN-MU-001',
    productName: 'Velvet Lip',
    unitPriceKobo: 650_000,
    quantity: 1,
  });
  return row!.id;
}

const patch = (id: string, status: string) => setOrderStatus(t, admin.auth, id, status);

describe('order status changes', () => {
  it('walks paid → processing → shipped → delivered, recording each step and its admin', async () => {
    const id = await orderWith('paid');
    for (const status of ['processing', 'shipped', 'delivered']) {
      const res = await patch(id, status);
      expect(res.statusCode).toBe(200);
      expect(res.json().order).toMatchObject({ _id: id, status, totalItems: 1 });
    }
    const events = await t.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, id));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.changedBy])).toEqual([
      ['paid', 'processing', admin.user.id],
      ['processing', 'shipped', admin.user.id],
      ['shipped', 'delivered', admin.user.id],
    ]);
    const mine = await t.app.inject({ url: `/api/order/orders/${customer.user.id}`, headers: customer.auth });
    expect(mine.json().data.find((o: { _id: string }) => o._id === id)?.status).toBe('delivered');
  });

  it('cancels from paid or processing', async () => {
    expect((await patch(await orderWith('paid'), 'cancelled')).json().order.status).toBe('cancelled');
    expect((await patch(await orderWith('processing'), 'cancelled')).json().order.status).toBe('cancelled');
  });

  it.each([
    ['pending', 'processing'],
    ['paid', 'shipped'],
    ['shipped', 'cancelled'],
    ['delivered', 'shipped'],
    ['cancelled', 'paid'],
    ['processing', 'paid'],
  ] as const)('refuses %s → %s with a 409 naming both, changing nothing', async (from, to) => {
    const id = await orderWith(from);
    const res = await patch(id, to);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`An order cannot move from ${from} to ${to}`);
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    expect(row!.status).toBe(from);
    expect(await t.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, id))).toEqual([]);
  });

  it('refuses an unknown status with 400 and an unknown order with 404', async () => {
    const res = await patch(await orderWith('paid'), 'teleported');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('status');
    expect((await patch(randomUUID(), 'processing')).statusCode).toBe(404);
    expect((await patch('nope', 'processing')).statusCode).toBe(404);
  });
});
