import { eq, and } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OverviewResponse } from '@shop/shared/admin/overview-schemas';
import { colors, outbox, products, pushQueue } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { sendLowStockDigest } from './low-stock-digest.ts';

const t = await buildTestApp({ SHOP_EMAIL: 'shop@glow.example.ng' });
const admin = await createUser(t.db, { role: 'admin' });
// The admin's phone asked for low-stock alerts; it hears of the digest, once a day, with it.
await t.app.inject({
  method: 'POST',
  url: '/api/admin/push-subscriptions',
  headers: admin.auth,
  payload: {
    subscription: {
      endpoint: 'https://push.example.test/admin-phone',
      keys: { p256dh: 'BOr2', auth: 'c2VjcmV0' },
    },
    events: ['stock.low'],
  },
});

// Lagos is UTC+1 all year: 08:00 in Lagos is 07:00 UTC.
const lagos = (day: string, hour: number) => new Date(`${day}T${String(hour - 1).padStart(2, '0')}:30:00Z`);
const digests = () =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, 'shop@glow.example.ng'), eq(outbox.kind, 'low-stock')))
    .orderBy(outbox.id);
const overview = async () =>
  (await t.app.inject({ url: '/api/admin/overview', headers: admin.auth })).json<OverviewResponse>();
const setLevel = (lowStockLevel: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: admin.auth,
    payload: { stock: { lowStockLevel } },
  });

const serum = await createProduct(t.db, { name: 'Glow Serum', stock: 3 });
const toner = await createProduct(t.db, { name: 'Rose Toner', stock: 40 });
const lip = await createProduct(t.db, {
  name: 'Velvet Lip',
  colors: [
    { name: 'Crimson', code: '#dc143c' },
    { name: 'Pink', code: '#ffc0cb' },
  ],
});
await t.db.update(colors).set({ stock: 0 }).where(eq(colors.id, lip.colorRows[0]!.id));
await t.db.update(colors).set({ stock: 5 }).where(eq(colors.id, lip.colorRows[1]!.id));

describe('the low-stock list for the shopkeeper', () => {
  it('the overview lists every counted product and shade at or under the level (5 by default), fewest first', async () => {
    const o = await overview();
    expect(o.lowStockLevel).toBe(5);
    expect(o.lowStock).toEqual([
      { productId: lip.productId, name: 'Velvet Lip', color: 'Crimson', stock: 0 },
      { productId: serum.productId, name: 'Glow Serum', color: null, stock: 3 },
      { productId: lip.productId, name: 'Velvet Lip', color: 'Pink', stock: 5 },
    ]);
    expect(o.lowStock.some((i) => i.productId === toner.productId)).toBe(false);
  });

  it('is e-mailed to the shop’s address once a shop day, from 08:00 Lagos time, even with two processes at once', async () => {
    expect(await sendLowStockDigest(t.app, lagos('2026-11-20', 7))).toBe(false);
    expect(await digests()).toEqual([]);

    const sent = await Promise.all([
      sendLowStockDigest(t.app, lagos('2026-11-20', 9)),
      sendLowStockDigest(t.app, lagos('2026-11-20', 9)),
    ]);
    expect(sent.filter(Boolean)).toHaveLength(1);
    expect(await sendLowStockDigest(t.app, lagos('2026-11-20', 18))).toBe(false);
    const [mail, ...more] = await digests();
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Low stock: 3 items are at or under the level');
    expect(mail!.text).toContain('at or under the low-stock level (5)');
    expect(mail!.text).toContain(`- Velvet Lip (Crimson) [${lip.productId}]: sold out`);
    expect(mail!.text).toContain(`- Glow Serum [${serum.productId}]: 3 left`);
    const pushes = await t.db.select().from(pushQueue);
    expect(pushes.map((p) => [p.event, p.payload])).toEqual([
      [
        'stock.low',
        {
          title: 'Products running low',
          body: '3 items are at or under the low-stock level.',
          url: '/admin',
          tag: 'low-stock-2026-11-20',
        },
      ],
    ]);

    expect(await sendLowStockDigest(t.app, lagos('2026-11-21', 8))).toBe(true);
    expect(await digests()).toHaveLength(2);
  });

  it('follows the level the shopkeeper sets in the settings; a bad level is a 400 that changes nothing', async () => {
    for (const bad of [-1, 2.5, 'ten', null]) {
      const res = await setLevel(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/low-stock level|Invalid input/);
    }
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.auth,
      payload: { stock: { lowStockLevel: 2, other: 1 } },
    });
    expect(unknown.statusCode).toBe(400);
    expect((await overview()).lowStockLevel).toBe(5);

    expect((await setLevel(2)).statusCode).toBe(200);
    const o = await overview();
    expect(o.lowStockLevel).toBe(2);
    expect(o.lowStock.map((i) => i.color ?? i.name)).toEqual(['Crimson']);

    await t.db.update(products).set({ stock: 1 }).where(eq(products.id, toner.id));
    expect(await sendLowStockDigest(t.app, lagos('2026-11-22', 10))).toBe(true);
    const mail = (await digests()).at(-1)!;
    expect(mail.subject).toBe('Low stock: 2 items are at or under the level');
    expect(mail.text).toContain('- Rose Toner');
    expect(mail.text).not.toContain('Glow Serum');
  });

  it('sends nothing, and keeps the day open, when nothing is low', async () => {
    expect((await setLevel(0)).statusCode).toBe(200);
    await t.db.update(colors).set({ stock: 9 }).where(eq(colors.id, lip.colorRows[0]!.id));
    await t.db.update(products).set({ stock: 9 }).where(eq(products.id, toner.id));
    expect(await sendLowStockDigest(t.app, lagos('2026-11-23', 9))).toBe(false);
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, toner.id));
    expect(await sendLowStockDigest(t.app, lagos('2026-11-23', 15))).toBe(true);
  });
});
