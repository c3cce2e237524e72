import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orderItems, orderStatusEvents, products } from '../db/schema/index.ts';
import type { TestApp } from './build-test-app.ts';
import { guestDelivery } from './checkout-helpers.ts';
import { createProduct } from './factories.ts';
import { setOrderStatus } from './order-helpers.ts';

// Test-only: delivered orders bought through the real checkout, and the return endpoints.

/**
 * An order of `quantity` of a new product (₦5,000 each, 10 in stock), paid in the sandbox by a
 * guest or the customer of `auth`, shipped and delivered by the admin. Answers its ids and token.
 */
export async function deliveredOrder(
  t: TestApp,
  admin: Record<string, string>,
  shopper: { auth?: Record<string, string>; email?: string } = {},
  product: { finalSale?: boolean; quantity?: number } = {},
) {
  const item = await createProduct(t.db, {
    priceKobo: 500_000,
    stock: 10,
    finalSale: product.finalSale ?? false,
  });
  const email = shopper.email ?? `shopper-${randomUUID().slice(0, 8)}@example.ng`;
  const checkout = await t.app.inject({
    method: 'POST',
    url: '/api/order/checkout',
    headers: shopper.auth ?? {},
    payload: {
      items: [{ productId: item.productId, colorId: null, quantity: product.quantity ?? 2 }],
      delivery: { ...guestDelivery, email },
      transportOption: 'BENIN',
    },
  });
  if (checkout.statusCode !== 200) throw new Error(`checkout failed: ${checkout.body}`);
  const { reference } = checkout.json<{ reference: string }>();
  await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/order/orders',
    headers: shopper.auth ?? {},
    payload: { transactionId: reference },
  });
  if (paid.statusCode !== 200) throw new Error(`not paid: ${paid.body}`);
  const { order, viewToken } = paid.json<{ order: { _id: string; amount: number }; viewToken: string }>();
  for (const status of ['processing', 'shipped', 'delivered']) {
    const moved = await setOrderStatus(t, admin, order._id, status);
    if (moved.statusCode !== 200) throw new Error(`not ${status}: ${moved.body}`);
  }
  const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
  return { orderId: order._id, amount: order.amount, viewToken, email, lineId: line!.id, product: item };
}

export const askReturn = (
  t: TestApp,
  orderId: string,
  payload: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'POST', url: `/api/order/orders/${orderId}/returns`, headers, payload });

export const patchReturn = (t: TestApp, id: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/returns/${id}`, headers, payload });

/** Moves the order's delivery back in time, as if it had been delivered `days` ago. */
export async function deliveredDaysAgo(t: TestApp, orderId: string, days: number) {
  await t.db
    .update(orderStatusEvents)
    .set({ at: new Date(Date.now() - days * 24 * 60 * 60 * 1000) })
    .where(eq(orderStatusEvents.orderId, orderId));
}

export const stockOf = async (t: TestApp, id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
