import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { askReturn, deliveredDaysAgo, deliveredOrder } from '../../testing/return-helpers.ts';

// The return window and rules as the settings tab changes them (decision 52): checked by the
// server, audited, and what the order page and the request then follow.

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });
const manager = await createUser(t.db, { role: 'manager' });

const put = (payload: object, auth = admin.auth) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: auth, payload });
const windowOf = async (order: { orderId: string; viewToken: string }) =>
  (
    await t.app.inject({
      url: `/api/order/orders/${order.orderId}/returns?token=${encodeURIComponent(order.viewToken)}`,
    })
  ).json().window;

describe('the return window and rules in the settings', () => {
  it('an admin sets 14 days and new rules: the order page shows them, a return 10 days after delivery is taken, the change is audited', async () => {
    const order = await deliveredOrder(t, admin.auth);
    await deliveredDaysAgo(t, order.orderId, 10);
    expect(await windowOf(order)).toMatchObject({ open: false, days: 7 });

    const res = await put({ returns: { windowDays: 14, rules: '  Unopened, in the box  ' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings.returns).toEqual({ windowDays: 14, rules: 'Unopened, in the box' });
    expect(await windowOf(order)).toMatchObject({ open: true, days: 14, rules: 'Unopened, in the box' });
    const asked = await askReturn(t, order.orderId, {
      items: [{ orderItemId: order.lineId, quantity: 1 }],
      reason: 'Too light',
      viewToken: order.viewToken,
    });
    expect(asked.statusCode, asked.body).toBe(201);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'settings.updated'), eq(auditLog.subjectId, 'returns')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      before: { windowDays: 7, rules: 'Unopened items only' },
      after: { windowDays: 14, rules: 'Unopened, in the box' },
    });
  });

  it('refuses a window outside 0..365 days or not whole, and rules over 500 characters, naming the field and changing nothing', async () => {
    const before = (await t.app.inject({ url: '/api/admin/settings', headers: admin.auth })).json().settings
      .returns;
    for (const [returns, field] of [
      [{ windowDays: 366 }, 'returns.windowDays'],
      [{ windowDays: -1 }, 'returns.windowDays'],
      [{ windowDays: 2.5 }, 'returns.windowDays'],
      [{ rules: 'x'.repeat(501) }, 'returns.rules'],
    ] as const) {
      const res = await put({ returns });
      expect(res.statusCode, JSON.stringify(returns)).toBe(400);
      expect(res.json()).toMatchObject({ field });
    }
    const after = (await t.app.inject({ url: '/api/admin/settings', headers: admin.auth })).json().settings
      .returns;
    expect(after).toEqual(before);
  });

  it('a manager may change them, as delivery and stock', async () => {
    const res = await put({ returns: { windowDays: 10 } }, manager.auth);
    expect(res.statusCode, res.body).toBe(200);
  });
});
