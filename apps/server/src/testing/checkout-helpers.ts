import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './build-test-app.ts';
import { createProduct } from './factories.ts';

// Helpers shared by the checkout, orders and payments API tests.

export const guestDelivery = {
  name: 'Ngozi Eze',
  email: 'ngozi@example.ng',
  address: '12 Airport Road',
  state: 'Edo',
  city: 'Oredo',
  phoneNumber: '0803 123 4567',
};

/** A product at ₦4,500 (450,000 kobo) and a checkout body for two of it, delivered within Benin. */
export async function checkoutBody(t: TestApp, overrides: { email?: string } = {}) {
  const product = await createProduct(t.db, { priceKobo: 450_050 });
  return {
    product,
    body: {
      items: [{ productId: product.productId, colorId: null, quantity: 2 }],
      delivery: { ...guestDelivery, ...overrides },
      transportOption: 'BENIN',
    },
  };
}

export async function startCheckout(t: TestApp, headers: Record<string, string> = {}, email?: string) {
  const { body } = await checkoutBody(t, email ? { email } : {});
  const res = await t.app.inject({ method: 'POST', url: '/api/order/checkout', payload: body, headers });
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.body}`);
  return res.json<{ reference: string; amountKobo: number; accessCode: string | null; email: string }>();
}

export const confirm = (t: TestApp, reference: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/order/orders', payload: { transactionId: reference, ...extra } });

/** E-mails delivered to an address (as .eml files), after the outbox worker has run. */
export async function mailsTo(t: TestApp, address: string): Promise<string[]> {
  await t.deliverMail();
  try {
    return readdirSync(join(t.config.DATA_DIR, 'outbox')).filter((f) => f.includes(address));
  } catch {
    return [];
  }
}
