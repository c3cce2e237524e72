import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configWith } from '../../config.ts';
import { orders, paymentEvents } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { paystackFees, startPaystackStandIn, STAND_IN_SECRET } from '../../testing/paystack-stand-in.ts';
import { confirm, mailsTo, startCheckout } from '../../testing/checkout-helpers.ts';
import { paidDepsOf } from './payment-deps.ts';
import { createPaymentProvider } from './create-payment-provider.ts';
import { signPaystackBody } from './paystack-signature.ts';
import { recheckPendingOrders } from './pending-recheck.ts';

const standIn = await startPaystackStandIn();
const t = await buildTestApp(standIn.config());
const rowOf = async (reference: string) =>
  (await t.db.select().from(orders).where(eq(orders.reference, reference)))[0];
const statusOf = async (reference: string) => (await rowOf(reference))?.status;

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
    // Only Paystack's documented reference characters: letters, digits, '-', '.', '='.
    expect(reference).toMatch(/^ref-\d+-[A-Za-z0-9]{12}$/);
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

    // Opened but never paid: Paystack reads it `abandoned`.
    const abandoned = await startCheckout(t);
    expect((await confirm(t, abandoned.reference)).statusCode).toBe(402);
    expect(await statusOf(abandoned.reference)).toBe('pending');
  });

  it('settles a payment whose fees the customer bore (amount = order + fees) and records the fees', async () => {
    const { reference, amountKobo } = await startCheckout(t);
    standIn.pay(reference, { feesOnCustomer: true });
    const verified = await fetch(`${standIn.baseUrl}/transaction/verify/${reference}`, {
      headers: { Authorization: `Bearer ${STAND_IN_SECRET}` },
    }).then((r) => r.json() as Promise<{ data: { amount: number; requested_amount: number } }>);
    expect(verified.data.amount).toBe(amountKobo + paystackFees(amountKobo));
    expect(verified.data.requested_amount).toBe(amountKobo);

    const res = await confirm(t, reference);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'paid', amount: amountKobo / 100 });
    expect(await rowOf(reference)).toMatchObject({
      feesKobo: paystackFees(amountKobo),
      paymentChannel: 'card',
      providerPaidAt: expect.any(Date),
    });
  });

  it('keeps the shop’s fees when the shop bears them, and still refuses a short requested amount', async () => {
    const { reference, amountKobo } = await startCheckout(t);
    standIn.pay(reference);
    expect((await confirm(t, reference)).statusCode).toBe(200);
    expect((await rowOf(reference))?.feesKobo).toBe(paystackFees(amountKobo));

    const short = await startCheckout(t);
    standIn.pay(short.reference, {
      amount: short.amountKobo - paystackFees(short.amountKobo),
      feesOnCustomer: true,
    });
    expect((await confirm(t, short.reference)).statusCode).toBe(400);
    expect(await statusOf(short.reference)).toBe('pending');
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
    expect(await mailsTo(t, email)).toHaveLength(1);
    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.reference, reference));
    expect(events).toHaveLength(2);
  });

  it('answers 200 to a signed webhook about an unknown reference', async () => {
    const body = chargeSuccess('ref-0-unknown', 100);
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
    expect((await recheckPendingOrders(paidDepsOf(t.app), provider, later)).paid).toBeGreaterThanOrEqual(1);
    expect(await statusOf(reference)).toBe('paid');
  });
});

describe('the Paystack stand-in answers as Paystack documents', () => {
  const verify = (reference: string) =>
    fetch(`${standIn.baseUrl}/transaction/verify/${encodeURIComponent(reference)}`, {
      headers: { Authorization: `Bearer ${STAND_IN_SECRET}` },
    });

  it('answers 404 for an unknown reference and refuses characters Paystack does not document', async () => {
    expect((await verify('ref-1-unknown')).status).toBe(404);
    expect((await verify('ref_1_underscore')).status).toBe(400);
    const init = await fetch(`${standIn.baseUrl}/transaction/initialize`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${STAND_IN_SECRET}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ reference: 'ref_1_underscore', amount: 100, email: 'a@example.ng' }),
    });
    expect(init.status).toBe(400);
  });

  it('reads an unpaid transaction as abandoned, with the fields verify documents', async () => {
    const { reference, amountKobo } = await startCheckout(t);
    const unpaid = (await (await verify(reference)).json()) as { data: Record<string, unknown> };
    expect(unpaid.data).toMatchObject({ status: 'abandoned', paid_at: null, requested_amount: amountKobo });
    standIn.pay(reference);
    const paid = (await (await verify(reference)).json()) as { data: Record<string, unknown> };
    expect(paid.data).toMatchObject({
      status: 'success',
      amount: amountKobo,
      requested_amount: amountKobo,
      fees: paystackFees(amountKobo),
      gateway_response: 'Successful',
      channel: 'card',
      domain: 'test',
      customer: { email: expect.any(String) },
      paid_at: expect.any(String),
    });
  });
});

describe('choosing the provider', () => {
  it('refuses the sandbox in production unless explicitly allowed', () => {
    expect(() =>
      createPaymentProvider(configWith({ NODE_ENV: 'production', PUBLIC_URL: 'https://glownaija.ng' }), t.db),
    ).toThrow(/SANDBOX/);
    const allowed = configWith({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://glownaija.ng',
      ALLOW_SANDBOX_PAYMENTS: '1',
    });
    expect(createPaymentProvider(allowed, t.db).name).toBe('sandbox');
    expect(createPaymentProvider(t.config, t.db).name).toBe('paystack');
  });
});
