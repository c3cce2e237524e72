import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@shop/shared/messages';
import { orders } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { startPaystackStandIn } from '../../testing/paystack-stand-in.ts';
import { checkoutBody, confirm, startCheckout } from '../../testing/checkout-helpers.ts';
import { paidDepsOf } from './payment-deps.ts';
import { recheckPendingOrders } from './pending-recheck.ts';
import { settlePayment } from './settle-payment.ts';

// A refused key, an outage or a timeout says nothing about the payment: the shopper gets a 502
// asking to try again, the order stays pending, and the re-check settles it once Paystack answers.

const standIn = await startPaystackStandIn();
const t = await buildTestApp(standIn.config());
const statusOf = async (reference: string) =>
  (await t.db.select().from(orders).where(eq(orders.reference, reference)))[0]?.status;
const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const recheck = (now: Date) => recheckPendingOrders(paidDepsOf(t.app), t.app.payments, now);

describe('Paystack failing as it really does', () => {
  it('answers 502 to a confirmation under an invalid key, keeps the order pending, and settles it once the key is fixed', async () => {
    const { reference } = await startCheckout(t);
    standIn.pay(reference);
    standIn.fail('invalid-key');
    try {
      const res = await confirm(t, reference);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(messages.checkout.orderFailed);
      expect(await statusOf(reference)).toBe('pending');
      // The re-check neither settles nor refuses: it tries again later.
      const tick = await recheck(minutesLater(3));
      expect(tick).toMatchObject({ paid: 0, expired: 0 });
      expect(tick.deferred).toBeGreaterThanOrEqual(1);
      expect(await statusOf(reference)).toBe('pending');
      // Asked about again within minutes, not at its next scheduled time.
      const [row] = await t.db.select().from(orders).where(eq(orders.reference, reference));
      expect(row!.nextCheckAt!.getTime()).toBeLessThanOrEqual(minutesLater(8).getTime());
    } finally {
      standIn.fail(null);
    }
    expect((await recheck(minutesLater(9))).paid).toBeGreaterThanOrEqual(1);
    expect(await statusOf(reference)).toBe('paid');
  });

  it('logs the refusal at error level with the reference, for the operator', async () => {
    const { reference } = await startCheckout(t);
    const errors: unknown[][] = [];
    const log = Object.assign(Object.create(t.app.log) as typeof t.app.log, {
      error: (...args: unknown[]) => errors.push(args),
    });
    standIn.fail('invalid-key');
    try {
      const outcome = await settlePayment(
        { ...paidDepsOf(t.app), log },
        t.app.payments,
        reference,
        'webhook',
      );
      expect(outcome.kind).toBe('provider-error');
    } finally {
      standIn.fail(null);
    }
    expect(errors).toHaveLength(1);
    expect(errors[0]![0]).toMatchObject({
      reference,
      err: { message: expect.stringMatching(/Invalid key/) },
    });
    expect(String(errors[0]![1])).toMatch(/^PAYMENTS:/);
  });

  it.each(['outage', 'non-json', 'slow'] as const)(
    'answers 502 with the retry message when Paystack is %s, and the order stays pending',
    async (mode) => {
      const { reference } = await startCheckout(t);
      standIn.pay(reference);
      standIn.fail(mode);
      try {
        const res = await confirm(t, reference);
        expect(res.statusCode).toBe(502);
        expect(res.json().message).toBe(messages.checkout.orderFailed);
        expect(await statusOf(reference)).toBe('pending');
      } finally {
        standIn.fail(null);
      }
      expect((await confirm(t, reference)).statusCode).toBe(200);
      expect(await statusOf(reference)).toBe('paid');
    },
  );

  it.each(['invalid-key', 'outage', 'non-json', 'slow'] as const)(
    'answers 502 to a checkout when Paystack is %s, asking to try again',
    async (mode) => {
      const { body } = await checkoutBody(t);
      standIn.fail(mode);
      try {
        const res = await t.app.inject({ method: 'POST', url: '/api/order/checkout', payload: body });
        expect(res.statusCode).toBe(502);
        expect(res.json().message).toBe(messages.checkout.paymentStartFailed);
      } finally {
        standIn.fail(null);
      }
    },
  );
});
