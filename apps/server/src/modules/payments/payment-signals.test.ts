import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { confirm, startCheckout } from '../../testing/checkout-helpers.ts';
import { startPaystackStandIn, STAND_IN_SECRET } from '../../testing/paystack-stand-in.ts';
import { paidDepsOf } from './payment-deps.ts';
import { answerPaymentSignal, recordPaymentSignal } from './payment-signals.repository.ts';
import { signPaystackBody } from './paystack-signature.ts';
import { recheckPendingOrders } from './pending-recheck.ts';

// What marks an unpaid order likely paid (so the re-check asks about it first), and what says it
// was not. Each signal is written by the route or answer that sees it, through the real API.

const standIn = await startPaystackStandIn();
const paystack = await buildTestApp(standIn.config());
const sandbox = await buildTestApp();
const MINUTE = 60_000;

const rowOf = async (t: TestApp, reference: string) =>
  (await t.db.select().from(orders).where(eq(orders.reference, reference)))[0]!;

/** The signal on the order, and whether the re-check will ask about it within a minute. */
async function signalOf(t: TestApp, reference: string) {
  const row = await rowOf(t, reference);
  return {
    signal: row.paymentSignal,
    dueWithinAMinute: row.nextCheckAt !== null && row.nextCheckAt.getTime() <= Date.now() + MINUTE,
  };
}

const webhook = (reference: string, event = 'charge.success') => {
  const body = JSON.stringify({ event, data: { reference, status: 'success' } });
  return paystack.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': signPaystackBody(body, STAND_IN_SECRET),
    },
  });
};

describe('signals that an unpaid order is likely paid', () => {
  it('a new checkout carries no signal', async () => {
    const { reference } = await startCheckout(paystack);
    expect(await signalOf(paystack, reference)).toEqual({ signal: null, dueWithinAMinute: false });
  });

  it('a sandbox charge signals its order and makes it due within a minute', async () => {
    const { reference } = await startCheckout(sandbox);
    const charge = await sandbox.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/charge',
      payload: { reference },
    });
    expect(charge.statusCode).toBe(200);
    expect(await signalOf(sandbox, reference)).toEqual({ signal: 'sandbox-charge', dueWithinAMinute: true });
  });

  it('a confirmation Paystack could not answer leaves its order signalled and due within a minute', async () => {
    const { reference } = await startCheckout(paystack);
    standIn.pay(reference);
    standIn.fail('outage');
    try {
      expect((await confirm(paystack, reference)).statusCode).toBe(502);
    } finally {
      standIn.fail(null);
    }
    expect(await signalOf(paystack, reference)).toEqual({ signal: 'confirmation', dueWithinAMinute: true });
  });

  it('a webhook signals its order even when settling it fails', async () => {
    const { reference } = await startCheckout(paystack);
    standIn.pay(reference);
    standIn.fail('outage');
    try {
      expect((await webhook(reference)).statusCode).toBe(200);
    } finally {
      standIn.fail(null);
    }
    expect((await rowOf(paystack, reference)).status).toBe('pending');
    expect(await signalOf(paystack, reference)).toEqual({ signal: 'webhook', dueWithinAMinute: true });
  });

  it('a payment Paystack reports under way keeps its order signalled, on its own schedule', async () => {
    const { reference } = await startCheckout(paystack);
    standIn.pay(reference, { status: 'ongoing' });
    const created = (await rowOf(paystack, reference)).createdAt.getTime();
    await paystack.db
      .update(orders)
      .set({ nextCheckAt: new Date(created) })
      .where(eq(orders.reference, reference));
    await recheckPendingOrders(
      paidDepsOf(paystack.app),
      paystack.app.payments,
      new Date(created + 2 * MINUTE + 1),
    );
    const row = await rowOf(paystack, reference);
    expect(row).toMatchObject({ status: 'pending', paymentSignal: 'provider-in-progress' });
    // The next check stays the schedule's (5 minutes after checkout), not a minute from now.
    expect(row.nextCheckAt!.getTime() - created).toBe(5 * MINUTE);
  });

  it('is answered when Paystack, asked after it, says the order is not paid', async () => {
    // The shopper's page confirmed, but the card was declined in the end.
    const { reference } = await startCheckout(paystack);
    standIn.pay(reference, { status: 'failed' });
    expect((await confirm(paystack, reference)).statusCode).toBe(402);
    expect((await rowOf(paystack, reference)).paymentSignalAt).toBeNull();

    // A webhook for an order Paystack reads abandoned: asked about within a minute, then answered.
    const other = await startCheckout(paystack);
    expect((await webhook(other.reference, 'charge.dispute.create')).statusCode).toBe(200);
    expect(await signalOf(paystack, other.reference)).toEqual({ signal: 'webhook', dueWithinAMinute: true });
    await recheckPendingOrders(
      paidDepsOf(paystack.app),
      paystack.app.payments,
      new Date(Date.now() + MINUTE),
    );
    expect((await rowOf(paystack, other.reference)).paymentSignalAt).toBeNull();
  });

  it('keeps a signal that arrived while the provider was being asked about an earlier one', async () => {
    const { reference } = await startCheckout(sandbox);
    await recordPaymentSignal(sandbox.db, reference, 'confirmation', new Date(Date.now() - 1000));
    const asked = await rowOf(sandbox, reference);
    await recordPaymentSignal(sandbox.db, reference, 'sandbox-charge');
    await answerPaymentSignal(sandbox.db, asked.id, asked.paymentSignalAt);
    expect((await rowOf(sandbox, reference)).paymentSignal).toBe('sandbox-charge');
  });

  it('settles a signalled order once paid and signals nothing on a paid one', async () => {
    const { reference } = await startCheckout(paystack);
    standIn.pay(reference);
    expect((await webhook(reference)).statusCode).toBe(200);
    const paid = await rowOf(paystack, reference);
    expect(paid.status).toBe('paid');
    await recordPaymentSignal(paystack.db, reference, 'confirmation');
    expect((await rowOf(paystack, reference)).paymentSignalAt).toEqual(paid.paymentSignalAt);
  });
});
