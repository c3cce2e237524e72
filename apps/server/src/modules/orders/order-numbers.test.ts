import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { count } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { createOrder, createProduct, createUser } from '../../testing/factories.ts';
import { startCheckout } from '../../testing/checkout-helpers.ts';
import { latestMailTo, paidGuestOrder, subjectsTo } from '../../testing/order-helpers.ts';

const t = await buildTestApp({ PUBLIC_URL: 'https://shop.example.ng' });
const admin = await createUser(t.db, { role: 'admin' });

const adminOrders = (query: string) =>
  t.app.inject({ url: `/api/order/orders?${query}`, headers: admin.auth });
type Listed = {
  data: { _id: string; orderNumber: string; transactionId: string; status: string; createdAt: string }[];
  total: number;
};

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

  it('gives every search page the count of all its matches, by name or product, newest first', async () => {
    const serum = await createProduct(t.db, { name: 'Temitope Glow Serum' });
    const other = await createProduct(t.db);
    const made: string[] = [];
    for (let i = 0; i < 4; i++)
      made.push(await createOrder(t.db, { status: 'paid', name: `Temitope Adewale ${i}`, items: [other] }));
    made.push(await createOrder(t.db, { status: 'shipped', name: 'Bola Ige', items: [serum] }));
    made.push(await createOrder(t.db, { status: 'delivered', name: 'Temitope Ige', items: [serum, other] }));
    await createOrder(t.db, { status: 'pending', name: 'Temitope Unpaid', items: [other] });

    const pages = await Promise.all(
      [0, 2, 4, 6, 40].map(async (offset) =>
        (await adminOrders(`q=temitope&limit=2&offset=${offset}`)).json<Listed>(),
      ),
    );
    expect(pages.map((p) => p.total)).toEqual([6, 6, 6, 6, 6]);
    expect(pages.map((p) => p.data.length)).toEqual([2, 2, 2, 0, 0]);
    const listed = pages.flatMap((p) => p.data);
    expect(listed.map((o) => o._id).sort()).toEqual([...made].sort());
    const times = listed.map((o) => o.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const all = (await adminOrders('q=TEMITOPE&status=all')).json<Listed>();
    expect(all.total).toBe(7);
    expect(all.data).toHaveLength(7);
    expect((await adminOrders('q=temitope&status=pending')).json<Listed>().total).toBe(1);
    expect((await adminOrders('q=temitope%20glow&status=shipped')).json<Listed>().data).toHaveLength(1);
    expect((await adminOrders('q=no-such-customer-anywhere')).json<Listed>()).toEqual({ data: [], total: 0 });
  });

  it('counts every order in the asked statuses without a search, whatever the page', async () => {
    const [everyOrder] = await t.db.select({ n: count() }).from(orders);
    const all = (await adminOrders('status=all&limit=1&offset=3')).json<Listed>();
    expect(all.total).toBe(everyOrder!.n);
    const listed = (await adminOrders('status=all&limit=500')).json<Listed>().data;
    const paidAndLater = listed.filter((o) => o.status !== 'pending' && o.status !== 'expired');
    expect((await adminOrders('limit=1')).json<Listed>().total).toBe(paidAndLater.length);
    const paid = listed.filter((o) => o.status === 'paid').length;
    expect((await adminOrders('status=paid&limit=1')).json<Listed>().total).toBe(paid);
  });
});
