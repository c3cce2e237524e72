import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { checkoutBody } from '../../testing/checkout-helpers.ts';

const t = await buildTestApp({ RATE_CHECKOUT_PER_IP: '2' });

describe('checkout rate limit', () => {
  it('stops one address opening more pending orders than the hourly limit, writing nothing more', async () => {
    const { body } = await checkoutBody(t);
    const post = () => t.app.inject({ method: 'POST', url: '/api/order/checkout', payload: body });
    expect((await post()).statusCode).toBe(200);
    expect((await post()).statusCode).toBe(200);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBeTruthy();
    const orders = await t.db.query.orders.findMany();
    expect(orders).toHaveLength(2);
  });
});
