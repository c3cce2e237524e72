import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CheckoutResponse, SandboxChargeResponse } from '@shop/shared/checkout/checkout-schemas';
import { popupParams } from '@shop/shared/checkout/popup-params';
import { messages } from '@shop/shared/messages';
import type { Order } from '@shop/shared/orders/order-schemas';
import { orders, paymentEvents, products, sandboxPayments } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { guestDelivery, mailsTo } from '../../testing/checkout-helpers.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { startPaystackStandIn } from '../../testing/paystack-stand-in.ts';
import { signPaystackBody } from './paystack-signature.ts';

// Paying the way Nigeria pays: the shop's channels reach Paystack and the popup; the sandbox pays
// by card at once and by transfer or USSD a few seconds later, by itself; a transfer that may still
// land keeps its order (and stock) when the popup is closed; a rejected transfer is shown to the admin.

const sandbox = await buildTestApp({ RATE_CHECKOUT_PER_IP: '1000' });
const standIn = await startPaystackStandIn();
const paystack = await buildTestApp({ ...standIn.config(), RATE_CHECKOUT_PER_IP: '1000' });

const adminOf = async (t: TestApp) => createUser(t.db, { role: 'admin' });
const acceptChannels = async (t: TestApp, channels: string[]) => {
  const admin = await adminOf(t);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: admin.auth,
    payload: { payment: { channels } },
  });
  expect(res.statusCode).toBe(200);
};
/** A checkout of two of a product with counted stock (5), so its hold shows. */
const checkout = async (t: TestApp, email?: string) => {
  const product = await createProduct(t.db, { priceKobo: 450_050, stock: 5 });
  const body = {
    items: [{ productId: product.productId, colorId: null, quantity: 2 }],
    delivery: { ...guestDelivery, ...(email && { email }) },
    transportOption: 'BENIN',
  };
  const res = await t.app.inject({ method: 'POST', url: '/api/order/checkout', payload: body });
  expect(res.statusCode).toBe(200);
  return { pending: res.json<CheckoutResponse>(), product };
};
const charge = (reference: string, channel?: string) =>
  sandbox.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/charge',
    payload: channel ? { reference, channel } : { reference },
  });
const cancel = (t: TestApp, reference: string) =>
  t.app.inject({ method: 'POST', url: '/api/order/checkout/cancel', payload: { reference } });
const orderOf = async (t: TestApp, reference: string) =>
  (await t.db.select().from(orders).where(eq(orders.reference, reference)))[0]!;
const stockOf = async (t: TestApp, id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const adminOrder = async (t: TestApp, reference: string) => {
  const admin = await adminOf(t);
  const res = await t.app.inject({ url: `/api/order/orders?status=all&q=${reference}`, headers: admin.auth });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Order[] }>().data.find((o) => o.transactionId === reference)!;
};
/** Waits (up to 15 s) for the order to reach a status, as a page polling it would. */
async function statusWithin(t: TestApp, reference: string, status: string, ms = 15_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if ((await orderOf(t, reference)).status === status) return status;
    await new Promise((r) => setTimeout(r, 250));
  }
  return (await orderOf(t, reference)).status;
}
const signed = (t: TestApp, event: object) => {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': signPaystackBody(payload, standIn.config().PAYSTACK_SECRET_KEY),
    },
  });
};

describe('the channels the shop accepts', () => {
  it('a new shop sends card only to Paystack and the popup; after the admin turns on transfer and USSD, both carry them', async () => {
    const first = (await checkout(paystack)).pending;
    expect(standIn.ledger.get(first.reference)?.channels).toEqual(['card']);
    expect(popupParams(first).channels).toEqual(['card']);

    await acceptChannels(paystack, ['card', 'bank_transfer', 'ussd']);
    const later = (await checkout(paystack)).pending;
    expect(standIn.ledger.get(later.reference)?.channels).toEqual(['card', 'bank_transfer', 'ussd']);
    expect(popupParams(later).channels).toEqual(['card', 'bank_transfer', 'ussd']);
    await acceptChannels(paystack, ['card']);
  });
});

describe('the sandbox pays every accepted channel', () => {
  it('refuses a channel the shop does not accept with 400 and records nothing', async () => {
    const { pending } = await checkout(sandbox);
    const res = await charge(pending.reference, 'bank_transfer');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.checkout.channelNotAccepted('Bank transfer'));
    const rows = await sandbox.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, pending.reference));
    expect(rows).toEqual([]);
    expect((await orderOf(sandbox, pending.reference)).transferExpiresAt).toBeNull();
  });

  it('pays a card at once, as before channels existed', async () => {
    const { pending } = await checkout(sandbox);
    const res = await charge(pending.reference);
    expect(res.json()).toEqual({
      reference: pending.reference,
      status: 'success',
      channel: 'card',
      details: null,
    });
  });

  it('a transfer shows an account for the exact amount, valid 30 minutes, and lands by itself within seconds', async () => {
    await acceptChannels(sandbox, ['card', 'bank_transfer']);
    const { pending } = await checkout(sandbox);
    const res = await charge(pending.reference, 'bank_transfer');
    expect(res.statusCode).toBe(200);
    const answer = res.json<SandboxChargeResponse>();
    expect(answer).toMatchObject({ status: 'pending', channel: 'bank_transfer' });
    expect(answer.details).toMatchObject({ bankName: 'Sandbox Bank', amount: pending.amount });
    expect(answer.details?.accountNumber).toMatch(/^\d{10}$/);
    const validFor = new Date(answer.details!.expiresAt).getTime() - Date.now();
    expect(validFor).toBeGreaterThan(29 * 60_000);
    expect(validFor).toBeLessThanOrEqual(30 * 60_000);

    expect((await orderOf(sandbox, pending.reference)).status).toBe('pending');
    expect(await statusWithin(sandbox, pending.reference, 'paid')).toBe('paid');
    expect((await orderOf(sandbox, pending.reference)).paymentChannel).toBe('bank_transfer');
  });

  it('a USSD payment shows the code to dial and lands by itself within seconds', async () => {
    await acceptChannels(sandbox, ['card', 'ussd']);
    const { pending } = await checkout(sandbox);
    const answer = (await charge(pending.reference, 'ussd')).json<SandboxChargeResponse>();
    expect(answer).toMatchObject({ status: 'pending', channel: 'ussd' });
    expect(answer.details?.dialCode).toBe(`*737*000*${pending.amount}#`);
    expect(await statusWithin(sandbox, pending.reference, 'paid')).toBe('paid');
    expect((await orderOf(sandbox, pending.reference)).paymentChannel).toBe('ussd');
  });
});

describe('a transfer that arrives after the page closed', () => {
  it('the popup’s close keeps the order and its stock; the money lands, the order is paid, one receipt is sent', async () => {
    await acceptChannels(sandbox, ['card', 'bank_transfer']);
    const email = 'late.transfer@example.ng';
    const { pending, product } = await checkout(sandbox, email);
    const stockHeld = await stockOf(sandbox, product.id);
    expect(stockHeld).toBe(3);
    expect((await charge(pending.reference, 'bank_transfer')).statusCode).toBe(200);
    const waiting = await orderOf(sandbox, pending.reference);
    expect(waiting.transferExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(waiting.holdExpiresAt!.getTime()).toBeGreaterThanOrEqual(waiting.transferExpiresAt!.getTime());

    const res = await cancel(sandbox, pending.reference);
    expect(res.json()).toEqual({
      reference: pending.reference,
      status: 'waiting',
      message: messages.checkout.awaitingPayment,
      viewToken: waiting.viewToken,
    });
    expect((await orderOf(sandbox, pending.reference)).status).toBe('pending');
    expect(await stockOf(sandbox, product.id)).toBe(stockHeld);
    // The order page (read by its token) says what it waits for, and until when.
    const page = await sandbox.app.inject({ url: `/api/order/view/${waiting.viewToken}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().order).toMatchObject({
      status: 'pending',
      transferExpiresAt: waiting.transferExpiresAt!.toISOString(),
    });

    expect(await statusWithin(sandbox, pending.reference, 'paid')).toBe('paid');
    expect(await stockOf(sandbox, product.id)).toBe(stockHeld);
    expect(await mailsTo(sandbox, email)).toHaveLength(1);
    const events = await sandbox.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.reference, pending.reference));
    expect(events.map((e) => e.event)).toEqual(['charge.success']);
  });

  it('Paystack says the payment is under way: the close keeps the order; its webhook later pays it by transfer', async () => {
    await acceptChannels(paystack, ['card', 'bank_transfer']);
    const { pending } = await checkout(paystack);
    standIn.ledger.set(pending.reference, { ...standIn.ledger.get(pending.reference)!, status: 'ongoing' });

    const res = await cancel(paystack, pending.reference);
    expect(res.json()).toMatchObject({ status: 'waiting', message: messages.checkout.awaitingPayment });
    const kept = await orderOf(paystack, pending.reference);
    expect(kept.status).toBe('pending');
    expect(kept.transferExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    // Asked again, the same answer.
    expect((await cancel(paystack, pending.reference)).json().status).toBe('waiting');

    standIn.pay(pending.reference, { channel: 'bank_transfer' });
    const hook = await signed(paystack, {
      event: 'charge.success',
      data: { reference: pending.reference, amount: pending.amountKobo, currency: 'NGN', status: 'success' },
    });
    expect(hook.statusCode).toBe(200);
    expect((await orderOf(paystack, pending.reference)).status).toBe('paid');
    expect((await adminOrder(paystack, pending.reference)).paymentChannel).toBe('bank_transfer');
    await acceptChannels(paystack, ['card']);
  });
});

describe('bank.transfer.rejected', () => {
  it('is accepted, linked to the order by reference, and shown on the admin’s order with the amount and Paystack’s reason', async () => {
    const { pending } = await checkout(paystack);
    const hook = await signed(paystack, {
      event: 'bank.transfer.rejected',
      data: {
        reference: pending.reference,
        amount: pending.amountKobo - 50_000,
        currency: 'NGN',
        status: 'rejected',
        gateway_response: 'INCORRECT_AMOUNT',
      },
    });
    expect(hook.statusCode).toBe(200);
    const order = await adminOrder(paystack, pending.reference);
    expect(order.transferRejections).toEqual([
      { amount: pending.amount - 500, reason: 'INCORRECT_AMOUNT', at: expect.any(String) },
    ]);
    expect(order.status).toBe('pending');
  });
});
