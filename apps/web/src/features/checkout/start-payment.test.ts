import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withTotals, type CartItem } from '@shop/shared/cart/cart-rules';
import type { CheckedCheckout } from '@shop/shared/checkout/checkout-rules';
import { findTransportOption } from '@shop/shared/checkout/transport';
import { messages } from '@shop/shared/messages';
import { attemptEnded } from './checkout-attempt';
import { startPayment } from './start-payment';

// One Idempotency-Key per checkout attempt: the same cart and form again send the same key; a
// change, a cancel or a refusal starts a new attempt, which first gives up the earlier checkout.

const gloss: CartItem = {
  productId: 'GN-MU-003',
  name: 'Honey Shine Lip Gloss',
  price: 4500,
  image: null,
  quantity: 1,
  color: null,
};
const checked: CheckedCheckout = {
  delivery: {
    name: 'Ngozi Eze',
    email: 'ngozi@example.ng',
    address: '12 Airport Road',
    state: 'Edo',
    city: 'Oredo',
    phoneNumber: '08031234567',
  },
  transport: findTransportOption('BENIN')!,
};
const pendingFor = (reference: string, quantity: number) => ({
  reference,
  amount: 4500 * quantity + 2500,
  amountKobo: (4500 * quantity + 2500) * 100,
  subtotal: 4500 * quantity,
  transportCost: 2500,
  currency: 'NGN',
  email: 'ngozi@example.ng',
  items: [{ productId: gloss.productId, name: gloss.name, image: null, price: 4500, quantity, color: null }],
  provider: 'sandbox',
  publicKey: 'pk_sandbox_glownaija',
  accessCode: null,
  orderNumber: 'GN-100001',
  channels: ['card'],
});

type Call = { path: string; key: string | null; body: Record<string, unknown> };
let calls: Call[];
/** A server answering each checkout a new reference (or the status given), and every cancel. */
function stubServer(checkoutStatus = 200) {
  let n = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      calls.push({ path: url, key: headers['Idempotency-Key'] ?? null, body });
      if (url.endsWith('/cancel'))
        return Response.json({ reference: body.reference, status: 'expired', message: 'cancelled' });
      if (checkoutStatus !== 200)
        return Response.json(
          { message: messages.stock.notEnough(gloss.name, null, 0) },
          { status: checkoutStatus },
        );
      const quantity = (body.items as { quantity: number }[])[0]!.quantity;
      return Response.json(pendingFor(`ref_${++n}`, quantity));
    }),
  );
}
const cartOf = (quantity: number) => withTotals([{ ...gloss, quantity }]);

describe('the checkout attempt’s Idempotency-Key', () => {
  beforeEach(() => {
    calls = [];
    attemptEnded();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the same key when the same cart and form are sent again (a double tap or a retry)', async () => {
    stubServer();
    await startPayment(cartOf(1), checked);
    await startPayment(cartOf(1), checked);
    expect(calls.map((c) => c.path)).toEqual(['/api/order/checkout', '/api/order/checkout']);
    expect(calls[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(calls[1]!.key).toBe(calls[0]!.key);
  });

  it('sends a new key for a changed cart, first cancelling her earlier unpaid checkout', async () => {
    stubServer();
    await startPayment(cartOf(1), checked);
    await startPayment(cartOf(2), checked);
    expect(calls.map((c) => c.path)).toEqual([
      '/api/order/checkout',
      '/api/order/checkout/cancel',
      '/api/order/checkout',
    ]);
    expect(calls[1]!.body).toEqual({ reference: 'ref_1' });
    expect(calls[2]!.key).not.toBe(calls[0]!.key);
  });

  it('sends a new key for a changed delivery form', async () => {
    stubServer();
    await startPayment(cartOf(1), checked);
    await startPayment(cartOf(1), {
      ...checked,
      delivery: { ...checked.delivery, address: '14 Airport Road' },
    });
    expect(calls.at(-1)!.key).not.toBe(calls[0]!.key);
  });

  it('sends a new key after the popup was cancelled, with nothing more to cancel', async () => {
    stubServer();
    await startPayment(cartOf(1), checked);
    attemptEnded();
    await startPayment(cartOf(1), checked);
    expect(calls.map((c) => c.path)).toEqual(['/api/order/checkout', '/api/order/checkout']);
    expect(calls[1]!.key).not.toBe(calls[0]!.key);
  });

  it('starts a new attempt after a refusal, showing the server’s message', async () => {
    stubServer(409);
    const refused = await startPayment(cartOf(1), checked);
    expect(refused).toEqual({ kind: 'failed', message: messages.stock.notEnough(gloss.name, null, 0) });
    await startPayment(cartOf(1), checked);
    expect(calls[1]!.key).not.toBe(calls[0]!.key);
  });
});
