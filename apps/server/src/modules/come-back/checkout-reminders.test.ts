import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RestoredCartResponse, UnsubscribeResponse } from '@shop/shared/come-back/come-back-schemas';
import { orderItems, orders, outbox, products } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, createProduct } from '../../testing/factories.ts';
import { checkoutBody } from '../../testing/checkout-helpers.ts';
import { outboxFileName } from '../mail/outbox-file.ts';
import { comeBackTick, startComeBackMails } from './come-back-timer.ts';

const t = await buildTestApp({ PUBLIC_URL: 'https://glow.example.ng/', CART_REMINDER_MINUTES: '60' });

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
const newEmail = (name = 'ngozi') => `${name}_${randomUUID().slice(0, 8)}@example.ng`;
const remindersTo = (email: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(sql`lower(${outbox.recipient})`, email.toLowerCase()), eq(outbox.kind, 'cart-reminder')));
const linkIn = (text: string, path: string) => {
  const match = new RegExp(`https://glow\\.example\\.ng${path.replace('?', '\\?')}(\\S+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]!);
};

async function unpaidCheckout(email: string) {
  const { body, product } = await checkoutBody(t, { email });
  const res = await t.app.inject({ method: 'POST', url: '/api/order/checkout', payload: body });
  expect(res.statusCode).toBe(200);
  return { product, reference: res.json<{ reference: string }>().reference };
}

describe('the unpaid checkout reminder', () => {
  it('is written once, CART_REMINDER_MINUTES after an unpaid checkout, with the items, their pictures and a link back to the cart', async () => {
    const email = newEmail();
    const picture = await createProduct(t.db, { name: 'Shea Glow Balm', image: 'a1b2c3d4e5f6a7b8c9d0.webp' });
    const id = await createOrder(t.db, { status: 'pending', email, name: 'Ngozi Eze', items: [picture] });
    // Checkout copies the picture onto the line as sold (the factory does not).
    await t.db.update(orderItems).set({ productImage: picture.image }).where(eq(orderItems.orderId, id));

    await comeBackTick(t.app, inMinutes(59));
    expect(await remindersTo(email)).toEqual([]);

    await comeBackTick(t.app, inMinutes(61));
    await comeBackTick(t.app, inMinutes(62));
    const [mail, ...more] = await remindersTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('You left something in your Glow Naija cart');
    expect(mail!.text).toContain('Hello Ngozi,');
    expect(mail!.text).toContain('- Shea Glow Balm × 1');
    expect(mail!.html).toContain(
      '<img src="https://glow.example.ng/api/images/a1b2c3d4e5f6a7b8c9d0-w200.webp" alt="Shea Glow Balm"',
    );
    expect(mail!.html).toContain('https://glow.example.ng/cart?restore=');
    expect(mail!.html).toContain('https://glow.example.ng/unsubscribe?token=');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(order!.remindedAt).not.toBeNull();

    await t.deliverMail();
    expect((await remindersTo(email))[0]!.sentAt).not.toBeNull();
  });

  it('links to a cart restored at today’s prices, leaving out what is no longer sold', async () => {
    const email = newEmail('tunde');
    const { product } = await unpaidCheckout(email);
    const gone = await createProduct(t.db, { name: 'Old Lip Gloss' });
    const [order] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.email, email));
    await t.db.insert(orderItems).values({
      orderId: order!.id,
      productId: gone.id,
      productCode: gone.productId,
      productName: gone.name,
      unitPriceKobo: gone.priceKobo,
      quantity: 1,
    });
    await t.db.delete(products).where(eq(products.id, gone.id));

    await comeBackTick(t.app, inMinutes(61));
    const [mail] = await remindersTo(email);
    const token = linkIn(mail!.text, '/cart?restore=');
    const res = await t.app.inject({ url: `/api/cart/restore/${encodeURIComponent(token)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<RestoredCartResponse>()).toEqual({
      items: [
        {
          productId: product.productId,
          name: product.name,
          price: 4500.5,
          image: null,
          quantity: 2,
          color: null,
        },
      ],
      gone: 1,
    });
  });

  it('has a cart link that works for 30 days after the reminder, then answers 410 “expired”', async () => {
    const email = newEmail('payday');
    await unpaidCheckout(email);
    await comeBackTick(t.app, inMinutes(61));
    const [mail] = await remindersTo(email);
    const url = `/api/cart/restore/${encodeURIComponent(linkIn(mail!.text, '/cart?restore='))}`;
    const remindedDaysAgo = (days: number) =>
      t.db
        .update(orders)
        .set({ remindedAt: inMinutes(-days * 24 * 60) })
        .where(eq(orders.email, email));

    await remindedDaysAgo(29);
    expect((await t.app.inject({ url })).statusCode).toBe(200);

    await remindedDaysAgo(31);
    const expired = await t.app.inject({ url });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      message:
        'This cart link has expired: links in our reminders work for 30 days. Your cart is as you left it.',
    });
  });

  it('answers 404 for a restore link that was not made by the shop', async () => {
    const res = await t.app.inject({ url: '/api/cart/restore/restore.abc.def' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      message: 'This cart link is not valid any more. Your cart is as you left it.',
    });
  });

  it('is not sent when the order was paid', async () => {
    const email = newEmail('paid');
    await createOrder(t.db, { status: 'paid', email, items: [await createProduct(t.db)] });
    await comeBackTick(t.app, inMinutes(61));
    expect(await remindersTo(email)).toEqual([]);
  });

  it('is not sent when that e-mail has paid another order since (any spelling of the address)', async () => {
    const email = newEmail('amaka');
    await createOrder(t.db, { status: 'pending', email, items: [await createProduct(t.db)] });
    const paid = await createOrder(t.db, {
      status: 'paid',
      email: email.toUpperCase(),
      items: [await createProduct(t.db)],
    });
    await t.db.update(orders).set({ paidAt: new Date() }).where(eq(orders.id, paid));
    await comeBackTick(t.app, inMinutes(61));
    expect(await remindersTo(email)).toEqual([]);
  });

  it('is still sent for a checkout whose hold ran out (expired), and never for a pay-on-delivery order', async () => {
    const expired = newEmail('expired');
    await createOrder(t.db, { status: 'expired', email: expired, items: [await createProduct(t.db)] });
    const onDelivery = newEmail('cod');
    const cod = await createOrder(t.db, {
      status: 'pay_on_delivery',
      email: onDelivery,
      items: [await createProduct(t.db)],
    });
    await t.db.update(orders).set({ paymentMethod: 'pay_on_delivery' }).where(eq(orders.id, cod));
    await comeBackTick(t.app, inMinutes(61));
    expect(await remindersTo(expired)).toHaveLength(1);
    expect(await remindersTo(onDelivery)).toEqual([]);
  });

  it('is written once per checkout when two ticks run at the same time', async () => {
    const emails = Array.from({ length: 6 }, () => newEmail('race'));
    for (const email of emails)
      await createOrder(t.db, { status: 'pending', email, items: [await createProduct(t.db)] });
    const now = inMinutes(61);
    await Promise.all([comeBackTick(t.app, now), comeBackTick(t.app, now), comeBackTick(t.app, now)]);
    for (const email of emails) expect(await remindersTo(email)).toHaveLength(1);
  });

  it('stops for an address that used its unsubscribe link, and the page can ask first without unsubscribing', async () => {
    const email = newEmail('chidi');
    await createOrder(t.db, { status: 'pending', email, items: [await createProduct(t.db)] });
    await comeBackTick(t.app, inMinutes(61));
    const [mail] = await remindersTo(email);
    const token = linkIn(mail!.text, '/unsubscribe?token=');
    const url = `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;

    const asked = await t.app.inject({ url });
    expect(asked.json<UnsubscribeResponse>()).toEqual({ email, unsubscribed: false });
    const done = await t.app.inject({ method: 'POST', url });
    expect(done.statusCode).toBe(200);
    expect(done.json<UnsubscribeResponse>()).toEqual({ email, unsubscribed: true });
    expect((await t.app.inject({ url })).json<UnsubscribeResponse>().unsubscribed).toBe(true);

    // A later checkout from the same address (any case) gets no reminder.
    await createOrder(t.db, {
      status: 'pending',
      email: email.toUpperCase(),
      items: [await createProduct(t.db)],
    });
    await comeBackTick(t.app, inMinutes(61));
    expect(await remindersTo(email)).toHaveLength(1);
  });

  it('carries List-Unsubscribe headers, and the mail app’s one-click POST unsubscribes the address', async () => {
    const email = newEmail('oneclick');
    await createOrder(t.db, { status: 'pending', email, items: [await createProduct(t.db)] });
    await comeBackTick(t.app, inMinutes(61));
    await t.deliverMail();
    const [mail] = await remindersTo(email);
    const eml = readFileSync(join(t.config.DATA_DIR, 'outbox', outboxFileName(email, mail!)), 'utf8');
    const header =
      /^List-Unsubscribe: <(https:[^>]+)>, <mailto:hello@glownaija\.ng\?subject=unsubscribe>$/m.exec(eml);
    expect(header, eml).not.toBeNull();
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const oneClick = new URL(header![1]!);
    expect(oneClick.origin + oneClick.pathname).toBe('https://glow.example.ng/api/mail/unsubscribe');

    // A mail app without one-click opens the address in a browser: the page that asks first.
    const opened = await t.app.inject({
      url: oneClick.pathname + oneClick.search,
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe${oneClick.search}`);

    // What Gmail and the others send (RFC 8058): a form body, no cookie, no page.
    const done = await t.app.inject({
      method: 'POST',
      url: oneClick.pathname + oneClick.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json<UnsubscribeResponse>()).toEqual({ email, unsubscribed: true });
  });

  it('refuses an unsubscribe link that was tampered with (400) and unsubscribes nobody', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mail/unsubscribe?token=unsubscribe.YUB4Lm5n.forged',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('not valid') });
    expect((await t.app.inject({ method: 'POST', url: '/api/mail/unsubscribe' })).statusCode).toBe(400);
  });

  it('is written by the running shop’s timer, which stops when asked', async () => {
    const email = newEmail('timer');
    const id = await createOrder(t.db, { status: 'pending', email, items: [await createProduct(t.db)] });
    await t.db
      .update(orders)
      .set({ createdAt: inMinutes(-61) })
      .where(eq(orders.id, id));
    const stop = startComeBackMails(t.app, 20);
    try {
      await expect.poll(async () => (await remindersTo(email)).length, { timeout: 5000 }).toBe(1);
    } finally {
      await stop();
    }
  });
});
