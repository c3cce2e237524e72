import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders, products } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { confirm, guestDelivery } from '../../testing/checkout-helpers.ts';
import { createProduct } from '../../testing/factories.ts';

// A flash sale as `npm run bench -- --only flash` runs it (bench/flash-sale.mjs): many guests, one
// product, one unit each, each buying again until told it is sold out. The shop's per-address limits
// are raised, as the requests all come from one address here.
const t = await buildTestApp({
  RATE_CHECKOUT_PER_IP: '100000',
  RATE_QUOTE_PER_IP: '100000',
  HOLD_UNITS_PER_BUYER: '100000',
});

const SHOPPERS = 50;
const UNITS = 30;

/** One guest's purchase of one unit: checkout, the sandbox bank's charge, the confirmation. */
async function buyOne(productId: string, buyer: number) {
  const checkout = await t.app.inject({
    method: 'POST',
    url: '/api/order/checkout',
    payload: {
      items: [{ productId, colorId: null, quantity: 1 }],
      delivery: {
        ...guestDelivery,
        email: `flash-${buyer}@example.ng`,
        phoneNumber: `080${String(buyer).padStart(8, '0')}`,
      },
      transportOption: 'BENIN',
    },
  });
  if (checkout.statusCode !== 200) return checkout.statusCode;
  const { reference } = checkout.json<{ reference: string }>();
  await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/charge', payload: { reference } });
  return (await confirm(t, reference)).statusCode;
}

describe('a flash sale', () => {
  it(`sells exactly the ${UNITS} units in stock to ${SHOPPERS} guests buying at once, never one more`, async () => {
    const product = await createProduct(t.db, { stock: UNITS });
    let buyer = 0;
    const answers: number[] = [];
    await Promise.all(
      Array.from({ length: SHOPPERS }, async () => {
        for (;;) {
          const status = await buyOne(product.productId, buyer++);
          answers.push(status);
          if (status !== 200) return;
        }
      }),
    );
    // Every shopper was told "sold out" (409) once, and nobody anything else.
    expect(answers.filter((s) => s === 200)).toHaveLength(UNITS);
    expect(answers.filter((s) => s === 409)).toHaveLength(SHOPPERS);
    expect(answers).toHaveLength(UNITS + SHOPPERS);

    const [left] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));
    expect(left!.stock).toBe(0);
    const lines = await t.db
      .select({ state: orderItems.stockState, quantity: orderItems.quantity, oversold: orders.oversold })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orderItems.productId, product.id));
    expect(lines).toHaveLength(UNITS);
    expect(lines.every((l) => l.state === 'sold' && l.quantity === 1 && !l.oversold)).toBe(true);
    const paid = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'paid'));
    expect(paid).toHaveLength(UNITS);
  }, 120_000);
});
