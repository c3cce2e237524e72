import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OverviewResponse } from '@shop/shared/admin/overview-schemas';
import type { OrderChannel } from '@shop/shared/orders/order-channels';
import { orders } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { confirm, startCheckout } from '../../testing/checkout-helpers.ts';
import { rebuildOverviewTotals } from './rebuild-overview-totals.ts';

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });
const overview = async () => {
  const res = await t.app.inject({ url: '/api/admin/overview', headers: admin.auth });
  expect(res.statusCode).toBe(200);
  return res.json<OverviewResponse>();
};
const DAY = 86_400_000;

/** An order recorded by staff from a chat or the counter, paid `daysAgo` days ago. */
async function chatOrder(
  channel: OrderChannel,
  amountKobo: number,
  daysAgo: number,
  status = 'paid' as const,
) {
  const paidAt = new Date(Date.now() - daysAgo * DAY);
  const [order] = await t.db
    .insert(orders)
    .values({
      reference: `ref_test_${randomUUID()}`,
      name: 'Amaka Nwosu',
      email: 'amaka@example.ng',
      phoneNumber: '08031234567',
      address: '3 Allen Avenue',
      state: 'Lagos',
      city: 'Ikeja',
      transportOption: 'BENIN',
      transportCostKobo: 0,
      subtotalKobo: amountKobo,
      amountKobo,
      status,
      provider: 'sandbox',
      paidAt,
      createdAt: paidAt,
      channel,
      takenBy: admin.user.id,
    })
    .returning();
  return order!;
}

const row = (o: OverviewResponse, period: keyof OverviewResponse['byChannel'], channel: OrderChannel) =>
  o.byChannel[period].find((c) => c.channel === channel)!;

describe('the overview by channel (GET /api/admin/overview byChannel)', () => {
  it('counts each paid sale under its channel, in each period, every channel listed', async () => {
    const { reference } = await startCheckout(t);
    await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
    expect((await confirm(t, reference)).statusCode).toBe(200);
    const [web] = await t.db.select().from(orders).where(eq(orders.reference, reference));
    await chatOrder('whatsapp', 1_500_000, 0);
    await chatOrder('whatsapp', 500_000, 3);
    await chatOrder('walk_in', 250_000, 10);
    await chatOrder('instagram', 900_000, 1, 'pending' as never);

    const o = await overview();
    expect(o.byChannel.today.map((c) => c.channel)).toEqual([
      'web',
      'whatsapp',
      'instagram',
      'walk_in',
      'phone',
      'other',
    ]);
    expect(row(o, 'today', 'web')).toEqual({ channel: 'web', sales: web!.amountKobo / 100, orders: 1 });
    expect(row(o, 'today', 'whatsapp')).toEqual({ channel: 'whatsapp', sales: 15_000, orders: 1 });
    expect(row(o, 'last7Days', 'whatsapp')).toEqual({ channel: 'whatsapp', sales: 20_000, orders: 2 });
    expect(row(o, 'last7Days', 'walk_in').orders).toBe(0);
    expect(row(o, 'last30Days', 'walk_in')).toEqual({ channel: 'walk_in', sales: 2_500, orders: 1 });
    // An unpaid order is no sale.
    expect(row(o, 'last30Days', 'instagram').orders).toBe(0);
    // The channels add up to the sales cards.
    for (const period of ['today', 'last7Days', 'last30Days'] as const) {
      const sum = o.byChannel[period].reduce((s, c) => s + c.orders, 0);
      expect(sum).toBe(o.sales[period].orders);
    }
  });

  it('takes a cancelled sale out of its channel, and a rebuild (as after a restore) gives the same', async () => {
    const order = await chatOrder('phone', 700_000, 2);
    expect(row(await overview(), 'last7Days', 'phone').orders).toBe(1);
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    const before = await overview();
    expect(row(before, 'last7Days', 'phone').orders).toBe(0);
    await t.db.transaction((tx) => rebuildOverviewTotals(tx));
    expect((await overview()).byChannel).toEqual(before.byChannel);
  });

  it('keeps a channel an order was not given out: the database refuses it', async () => {
    await expect(chatOrder('telegram' as OrderChannel, 100_000, 0)).rejects.toThrow();
  });
});
