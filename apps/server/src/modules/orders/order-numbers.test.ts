import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { startCheckout } from '../../testing/checkout-helpers.ts';
import { latestMailTo, paidGuestOrder, subjectsTo } from '../../testing/order-helpers.ts';

const t = await buildTestApp({ PUBLIC_URL: 'https://shop.example.ng' });
const admin = await createUser(t.db, { role: 'admin' });

const adminOrders = (query: string) =>
  t.app.inject({ url: `/api/order/orders?${query}`, headers: admin.auth });
type Listed = { data: { orderNumber: string; transactionId: string; status: string }[]; total: number };

describe('order numbers', () => {
  it('gives 20 concurrent checkouts 20 different numbers in one unbroken run', async () => {
    const refs = await Promise.all(Array.from({ length: 20 }, () => startCheckout(t)));
    const all = (await adminOrders('status=all&limit=500')).json<Listed>().data;
    const numbers = all
      .filter((o) => refs.some((r) => r.reference === o.transactionId))
      .map((o) => o.orderNumber);
    expect(numbers).toHaveLength(20);
    for (const n of numbers) expect(n).toMatch(/^GN-1\d{5}$/);
    const values = numbers.map((n) => Number(n.slice(3))).sort((a, b) => a - b);
    expect(new Set(values).size).toBe(20);
    expect(values.at(-1)! - values[0]!).toBe(19);
    expect(values[0]).toBeGreaterThanOrEqual(100001);
  });

  it('puts the number in the receipt’s subject with a link to the order’s page', async () => {
    const email = 'receipt.number@example.ng';
    const { order, viewToken } = await paidGuestOrder(t, email);
    expect(order.orderNumber).toMatch(/^GN-\d+$/);
    expect(viewToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await subjectsTo(t, email)).toEqual([`Your Glow Naija order ${order.orderNumber} is confirmed`]);
    expect(await latestMailTo(t, email)).toContain(`https://shop.example.ng/order/${viewToken}`);
  });

  it('lets the admin search find an order by its number, in any usual spelling, and by reference', async () => {
    const { order } = await paidGuestOrder(t, 'search.number@example.ng');
    const digits = order.orderNumber.slice(3);
    for (const q of [order.orderNumber, order.orderNumber.toLowerCase(), digits, `GN${digits}`]) {
      const found = (await adminOrders(`q=${encodeURIComponent(q)}`)).json<Listed>();
      expect(found.data.map((o) => o.orderNumber)).toEqual([order.orderNumber]);
    }
    const byRef = (await adminOrders(`q=${order.transactionId.toLowerCase()}`)).json<Listed>();
    expect(byRef.data.map((o) => o.orderNumber)).toEqual([order.orderNumber]);
  });
});

describe('the admin order list', () => {
  it('pages from the server with a total and filters by status', async () => {
    for (let i = 0; i < 3; i++) await paidGuestOrder(t, `paging${i}@example.ng`);
    const first = (await adminOrders('status=paid&limit=2&offset=0')).json<Listed>();
    const second = (await adminOrders('status=paid&limit=2&offset=2')).json<Listed>();
    expect(first.data).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(second.total).toBe(first.total);
    const seen = [...first.data, ...second.data].map((o) => o.orderNumber);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...first.data, ...second.data].every((o) => o.status === 'paid')).toBe(true);
    const pending = (await adminOrders('status=pending&limit=500')).json<Listed>();
    expect(pending.total).toBeGreaterThanOrEqual(20);
    expect(pending.data.every((o) => o.status === 'pending')).toBe(true);
    expect((await adminOrders('status=teleported')).statusCode).toBe(400);
  });
});
