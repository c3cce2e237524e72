import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { formatOrderNumber } from '@shop/shared/orders/order-number';
import { orders, outbox } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, createProduct, createUser } from '../../testing/factories.ts';
import { setOrderStatus } from '../../testing/order-helpers.ts';

const t = await buildTestApp({ PUBLIC_URL: 'https://glow.example.ng/' });
const admin = await createUser(t.db, { role: 'admin' });
const customer = await createUser(t.db);

const paidOrder = (email: string, ...items: Awaited<ReturnType<typeof createProduct>>[]) =>
  createOrder(t.db, { status: 'paid', userId: customer.user.id, email, items });

const move = (id: string, status: string) => setOrderStatus(t, admin.auth, id, status);
const mailTo = (email: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'review-invite')));

describe('the review invitation', () => {
  it('is recorded in the outbox when the order is delivered, with a link to each product’s review form', async () => {
    const balm = await createProduct(t.db, { name: 'Shea Balm' });
    const toner = await createProduct(t.db, { name: 'Rose Toner' });
    const email = `chioma_${randomUUID().slice(0, 6)}@example.ng`;
    const id = await paidOrder(email, balm, toner);
    for (const status of ['processing', 'shipped']) expect((await move(id, status)).statusCode).toBe(200);
    expect(await mailTo(email)).toEqual([]);

    expect((await move(id, 'delivered')).statusCode).toBe(200);
    const [mail, ...more] = await mailTo(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'review-invite', sentAt: null });
    expect(mail!.subject).toContain('review');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(mail!.text).toContain(`Your order ${formatOrderNumber(order!.orderNumber)} has been delivered.`);
    expect(mail!.text).not.toContain(order!.reference);
    expect(mail!.text).toContain(
      `- Shea Balm: https://glow.example.ng/product/${balm.productId}#write-review`,
    );
    expect(mail!.text).toContain(
      `- Rose Toner: https://glow.example.ng/product/${toner.productId}#write-review`,
    );

    await t.deliverMail();
    const [sent] = await mailTo(email);
    expect(sent!.sentAt).not.toBeNull();
  });

  it('is not sent for a refused change', async () => {
    const product = await createProduct(t.db);
    const email = `tunde_${randomUUID().slice(0, 6)}@example.ng`;
    const id = await paidOrder(email, product);
    expect((await move(id, 'delivered')).statusCode).toBe(409);
    expect(await mailTo(email)).toEqual([]);
  });
});
