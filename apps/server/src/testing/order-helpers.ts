import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './build-test-app.ts';
import { mailsTo, startCheckout } from './checkout-helpers.ts';

// Test-only helpers for the order number, tracking, order page and status e-mail tests.

/** The subjects of the e-mails delivered to an address, oldest first (headers unfolded). */
export async function subjectsTo(t: TestApp, address: string): Promise<string[]> {
  const files = (await mailsTo(t, address)).sort();
  return files.map((f) => {
    const eml = readFileSync(join(t.config.DATA_DIR, 'outbox', f), 'utf8').replace(/\r?\n[ \t]+/g, ' ');
    return /^Subject: (.*)$/m.exec(eml)?.[1]?.trim() ?? '';
  });
}

/** The whole text of the newest e-mail to an address, its quoted-printable soft breaks joined. */
export async function latestMailTo(t: TestApp, address: string): Promise<string> {
  const files = (await mailsTo(t, address)).sort();
  return readFileSync(join(t.config.DATA_DIR, 'outbox', files.at(-1)!), 'utf8').replace(/=\r?\n/g, '');
}

/** A checkout (a guest's, or the customer's of `headers`), charged in the sandbox and confirmed by the same shopper. */
export async function paidGuestOrder(t: TestApp, email: string, headers: Record<string, string> = {}) {
  const { reference } = await startCheckout(t, headers, email);
  await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/orders',
    headers,
    payload: { transactionId: reference },
  });
  if (res.statusCode !== 200) throw new Error(`confirmation failed: ${res.body}`);
  return res.json<{
    order: { _id: string; orderNumber: string; transactionId: string };
    viewToken: string;
  }>();
}

/** The admin moves an order to a status, as the admin page does. Shipping names a courier (decision 47): the shop's rider, unless a test says otherwise. */
export const setOrderStatus = (
  t: TestApp,
  adminAuth: Record<string, string>,
  id: string,
  status: string,
  details: Record<string, string> = status === 'shipped' ? { courier: 'rider' } : {},
) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/order/orders/${id}/status`,
    headers: adminAuth,
    payload: { status, ...details },
  });
