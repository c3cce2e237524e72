import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configWith } from '../../config.ts';
import { orders, paymentEvents } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { startPaystackStandIn, STAND_IN_SECRET } from '../../testing/paystack-stand-in.ts';
import { confirm, mailsTo, startCheckout } from '../../testing/checkout-helpers.ts';
import { paidDepsOf } from './payment-deps.ts';
import { createPaymentProvider } from './payment-provider.ts';
import { signPaystackBody } from './paystack-signature.ts';
import { recheckPendingOrders } from './pending-recheck.ts';

const standIn = await startPaystackStandIn();
const t = await buildTestApp(standIn.config());
const statusOf = async (reference: string) =>
  (await t.db.select().from(orders).where(eq(orders.reference, reference)))[0]?.status;

const webhook = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-paystack-signature': signature } : {}),
    },
  });
// Spacing Paystack might send; re-serialising it would change the bytes and the signature.
const chargeSuccess = (reference: string, amount: number) =>
  `{"event":"charge.success",  "data": {"reference":"${reference}","amount":${amount},"currency":"NGN","status":"success"}}`;

describe('Paystack checkout against the stand-in', () => {
  it('initialises the transaction for the server’s amount in kobo, card only, and returns its access code', async () => {
    const { reference, amountKobo, accessCode } = await startCheckout(t);
    expect(accessCode).toBe(`AC_${reference}`);
    expect(standIn.ledger.get(reference)).toMatchObject({
      amount: amountKobo,
      currency: 'NGN',
      channels: ['card'],
      bearer: 'account',
    });
  });

  it('confirms a verified payment and refuses one whose amount differs, leaving it pending', async () => {
    const good = await startCheckout(t);
    standIn.pay(good.reference);
    expect((await confirm(t, good.reference)).statusCode).toBe(200);
    expect(await statusOf(good.reference)).toBe('paid');

    const short = await startCheckout(t);
    standIn.pay(short.reference, { amount: short.amountKobo - 1 });
    const res = await confirm(t, short.reference);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/does not match/);
    expect(await statusOf(short.reference)).toBe('pending');

    const dollars = await startCheckout(t);
    standIn.pay(dollars.reference, { currency: 'USD' });
    expect((await confirm(t, dollars.reference)).statusCode).toBe(400);

    const failed = await startCheckout(t);
    standIn.pay(failed.reference, { status: 'failed' });
    expect((await confirm(t, failed.reference)).statusCode).toBe(402);
    expect(await statusOf(failed.reference)).toBe('pending');
  });

  it('rejects unsigned and badly signed webhooks without touching the order', async () => {
    const { reference, amountKobo } = await startCheckout(t);
    standIn.pay(reference);
    const body = chargeSuccess(reference, amountKobo);
    expect((await webhook(body)).statusCode).toBe(401);
    expect((await webhook(body, signPaystackBody(body, 'sk_wrong'))).statusCode).toBe(401);
    expect((await webhook(body, 'abc')).statusCode).toBe(401);
    const reserialised = JSON.stringify(JSON.parse(body));
    expect((await webhook(body, signPaystackBody(reserialised, STAND_IN_SECRET))).statusCode).toBe(401);
    expect(await statusOf(reference)).toBe('pending');
  });

  it('settles one order and sends one e-mail when the webhook and the confirmation both arrive', async () => {
    const email = 'webhook.race@example.ng';
    const { reference, amountKobo } = await startCheckout(t, {}, email);
    standIn.pay(reference);
    const body = chargeSuccess(reference, amountKobo);
    const [hook, confirmation] = await Promise.all([
      webhook(body, signPaystackBody(body, STAND_IN_SECRET)),
      confirm(t, reference),
    ]);
    expect(hook.statusCode).toBe(200);
    expect(confirmation.statusCode).toBe(200);
    expect((await webhook(body, signPaystackBody(body, STAND_IN_SECRET))).statusCode).toBe(200);
    expect((await confirm(t, reference)).json().order.status).toBe('paid');
    expect(mailsTo(t, email)).toHaveLength(1);
    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.reference, reference));
    expect(events).toHaveLength(2);
  });

  it('answers 200 to a signed webhook about an unknown reference', async () => {
    const body = chargeSuccess('ref_0_unknown', 100);
    expect((await webhook(body, signPaystackBody(body, STAND_IN_SECRET))).statusCode).toBe(200);
  });

  it('finds a payment whose confirmation and webhook never came in the periodic re-check', async () => {
    const { reference } = await startCheckout(t);
    standIn.pay(reference);
    const provider = createPaymentProvider(t.config, t.db);
    // Too young at first: the shopper may still be paying.
    await recheckPendingOrders(paidDepsOf(t.app), provider);
    expect(await statusOf(reference)).toBe('pending');
    const later = new Date(Date.now() + 3 * 60_000);
    expect(await recheckPendingOrders(paidDepsOf(t.app), provider, later)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(reference)).toBe('paid');
  });
});

describe('choosing the provider', () => {
  it('refuses the sandbox in production unless explicitly allowed', () => {
    expect(() => createPaymentProvider(configWith({ NODE_ENV: 'production' }), t.db)).toThrow(/SANDBOX/);
    const allowed = configWith({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '1' });
    expect(createPaymentProvider(allowed, t.db).name).toBe('sandbox');
    expect(createPaymentProvider(t.config, t.db).name).toBe('paystack');
  });
});
