import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalog/product-schemas';
import type { Order } from '@shop/shared/orders/order-schemas';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { orders, orderStatusEvents, users } from '../../db/schema/index.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { BIG_SHOP_PASSWORD, seedBigShop, ShopNotEmptyError } from './seed-big.ts';

const { app, db } = await buildTestApp();
const counts = { products: 50, reviews: 200, orders: 300, customers: 20 };
const seeded = await seedBigShop(db, counts, { pictures: 6 });

describe('seed:big', () => {
  it('fills an empty shop with the counts asked for', () => {
    expect(seeded).toEqual(counts);
  });

  it('gives every order 1 to 4 lines and an amount equal to its lines plus transport', async () => {
    const [wrong] = await sqlRows<{ n: number }>(
      db,
      sql`
      select count(*)::int as n from orders o
      join (select order_id, sum(unit_price_kobo * quantity) as subtotal, count(*) as lines
            from order_items group by order_id) i on i.order_id = o.id
      where o.subtotal_kobo <> i.subtotal or o.amount_kobo <> i.subtotal + o.transport_cost_kobo
         or i.lines not between 1 and 4`,
    );
    expect(wrong!.n).toBe(0);
    const [withLines] = await sqlRows<{ n: number }>(
      db,
      sql`select count(distinct order_id)::int as n from order_items`,
    );
    expect(withLines!.n).toBe(counts.orders);
  });

  it('mixes statuses as a year-old shop has them, each reached through its status events', async () => {
    const byStatus = await db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .groupBy(orders.status);
    const n = Object.fromEntries(byStatus.map((r) => [r.status, r.n]));
    expect(n.delivered).toBeGreaterThan(counts.orders / 3);
    expect(n.pending).toBeGreaterThan(0);
    expect(n.cancelled).toBeGreaterThan(0);
    // The newest event of every order is its status.
    const [mismatched] = await sqlRows<{ n: number }>(
      db,
      sql`
      select count(*)::int as n from orders o
      where o.status <> (select e.to_status from order_status_events e where e.order_id = o.id order by e.at desc limit 1)`,
    );
    expect(mismatched!.n).toBe(0);
    const [events] = await db.select({ n: count() }).from(orderStatusEvents);
    expect(events!.n).toBeGreaterThan(counts.orders);
  });

  it('leaves no order for the new-order alerts to announce: the history was announced long ago', async () => {
    const [unannounced] = await sqlRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from orders where announced_at is null`,
    );
    expect(unannounced!.n).toBe(0);
  });

  it('serves the products, with shades and pictures, through the shop API', async () => {
    const { products } = (await app.inject({ url: '/api/product/products' })).json<{ products: Product[] }>();
    expect(products).toHaveLength(counts.products);
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(['makeup', 'skincare']));
    const shades = products.flatMap((p) => p.colors ?? []);
    expect(shades.some((c) => c.inStock === false)).toBe(true);
    expect((await app.inject({ url: `/api/images/${products[0]!.image}` })).statusCode).toBe(200);
    const reviews = (await app.inject({ url: '/api/review/all' })).json<unknown[]>();
    expect(reviews).toHaveLength(counts.reviews);
  });

  it('lets an admin read every order and a customer sign in and see theirs', async () => {
    const admin = await createUser(db, { role: 'admin' });
    const all = await app.inject({ url: '/api/order/orders?status=all&limit=500', headers: admin.auth });
    expect(all.json<{ total: number }>().total).toBe(counts.orders);

    const [customer] = await sqlRows<{ username: string; id: string; n: number }>(
      db,
      sql`
      select u.username, u.id, count(o.id)::int as n from users u join orders o on o.user_id = u.id
      where o.status <> 'pending' group by u.id order by n desc limit 1`,
    );
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: customer!.username, password: BIG_SHOP_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const { token } = login.json<{ token: string }>();
    const mine = await app.inject({
      url: `/api/order/orders/${customer!.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const { data } = mine.json<{ data: Order[] }>();
    expect(data).toHaveLength(customer!.n);
  });

  it('refuses a shop that already has products', async () => {
    await expect(seedBigShop(db, counts, { pictures: 2 })).rejects.toThrow(ShopNotEmptyError);
    await expect(seedBigShop(db, counts, { pictures: 2 })).rejects.toThrow(/already has 50 products/);
    const [customers] = await db.select({ n: count() }).from(users);
    expect(customers!.n).toBe(counts.customers + 1);
  });
});
