import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discounts, refunds } from '../db/schema/index.ts';
import { buildTestApp } from '../testing/build-test-app.ts';
import { createUser } from '../testing/factories.ts';
import { paidGuestOrder } from '../testing/order-helpers.ts';

// Every naira amount a request sends is checked once, at the edge: an amount that rounds to no
// kobo, has a third decimal, or is past ₦100,000,000 is a 400 naming the field, and nothing is
// written (these once reached the database's checks and answered 500).

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });
const rows = async (table: typeof discounts | typeof refunds) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;

const createCode = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/discounts', headers: admin.auth, payload });

describe('naira amounts at the edge', () => {
  it('refuses a discount whose naira value or minimum is not whole kobo or is out of range, with a message', async () => {
    const before = await rows(discounts);
    const cases: [object, string][] = [
      [{ type: 'fixed', value: 0.001 }, 'The discount value must be in naira with at most 2 decimals.'],
      [{ type: 'fixed', value: 1e-9 }, 'The discount value must be in naira with at most 2 decimals.'],
      [{ type: 'fixed', value: 1e20 }, 'The discount value cannot be more than ₦100,000,000.'],
      [{ type: 'fixed', value: -5 }, 'The discount value cannot be below ₦0.'],
      [{ type: 'fixed', value: '500' }, 'The discount value must be a number of naira.'],
      [
        { type: 'fixed', value: 500, minSubtotal: 1000.005 },
        'The minimum subtotal must be in naira with at most 2 decimals.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await createCode({ code: 'EDGE1', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    expect(await rows(discounts)).toBe(before);

    const made = await createCode({ code: 'EDGE2', type: 'fixed', value: 500.5, minSubtotal: 1000.25 });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json<{ discount: { id: string } }>().discount.id;
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/discounts/${id}`,
      headers: admin.auth,
      payload: { value: 0.001 },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json<{ message: string }>().message).toBe(
      'The discount value must be in naira with at most 2 decimals.',
    );
  });

  it('refuses a refund of an amount that rounds to nothing or is past the limit, and refunds nothing', async () => {
    const { order } = await paidGuestOrder(t, 'edge.refund@example.ng');
    const before = await rows(refunds);
    const cases: [number, string][] = [
      [1e-9, 'Please enter the amount in naira with at most 2 decimals'],
      [0.004, 'Please enter the amount in naira with at most 2 decimals'],
      [0, 'Please enter an amount above ₦0 to refund'],
      [-1, 'Please enter an amount above ₦0 to refund'],
      [1e12, 'The refund cannot be more than ₦100,000,000.'],
    ];
    for (const [amount, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/order/orders/${order._id}/refunds`,
        headers: admin.auth,
        payload: { amount, reason: 'Damaged in transit' },
      });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    expect(await rows(refunds)).toBe(before);
  });
});
