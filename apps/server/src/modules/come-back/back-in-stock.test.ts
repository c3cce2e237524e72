import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '@shop/shared/catalog/product-schemas';
import { colors, outbox, products, stockNotifications } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { formBody } from '../../testing/form-body.ts';
import { comeBackTick } from './come-back-timer.ts';
import { NOTIFY_PER_EMAIL_PER_HOUR } from './back-in-stock.ts';

const t = await buildTestApp({ PUBLIC_URL: 'https://glow.example.ng' });
const admin = await createUser(t.db, { role: 'admin' });

const newEmail = (name = 'bisi') => `${name}_${randomUUID().slice(0, 8)}@example.ng`;
const notify = (productCode: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/product/products/${productCode}/notify`, payload });
const mailsTo = (email: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'back-in-stock')));
const openRequests = (productId: string) =>
  t.db.select().from(stockNotifications).where(eq(stockNotifications.productId, productId));

async function adminEdit(productCode: string, data: Record<string, string>) {
  const body = await formBody(data);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/product/admin/products/${productCode}`,
    headers: { ...admin.auth, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ product: AdminProduct }>().product;
}

describe('"Notify me" for an out-of-stock product or shade', () => {
  it('answers 202, and the one e-mail comes when the admin puts stock back, with a link to the product', async () => {
    const product = await createProduct(t.db, { name: 'Cocoa Butter', stock: 0 });
    const [first, second] = [newEmail('bisi'), newEmail('emeka')];
    const res = await notify(product.productId, { email: first, colorId: null });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: 'Thank you! We will e-mail you once when it is back in stock.' });
    expect((await notify(product.productId, { email: second.toUpperCase() })).statusCode).toBe(202);
    // Asking twice is one request.
    expect((await notify(product.productId, { email: first })).statusCode).toBe(202);
    expect(await openRequests(product.id)).toHaveLength(2);

    await comeBackTick(t.app);
    expect(await mailsTo(first)).toEqual([]);

    await adminEdit(product.productId, { stock: '4' });
    await comeBackTick(t.app);
    await comeBackTick(t.app);
    for (const email of [first, second]) {
      const [mail, ...more] = await mailsTo(email);
      expect(more).toEqual([]);
      expect(mail!.subject).toBe('Cocoa Butter is back in stock');
      expect(mail!.text).toContain(`See it here: https://glow.example.ng/product/${product.productId}`);
      expect(mail!.html).toContain('https://glow.example.ng/unsubscribe?token=');
      // The mail app's own "Unsubscribe" button (List-Unsubscribe) posts to the same token.
      expect(mail!.unsubscribeUrl).toMatch(
        /^https:\/\/glow\.example\.ng\/api\/mail\/unsubscribe\?token=unsubscribe\./,
      );
    }
    expect((await openRequests(product.id)).every((r) => r.notifiedAt !== null)).toBe(true);

    // Sold out and back again: the closed requests send nothing more.
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, product.id));
    await t.db.update(products).set({ stock: 3 }).where(eq(products.id, product.id));
    await comeBackTick(t.app);
    expect(await mailsTo(first)).toHaveLength(1);
  });

  it('for a shade: waits for that shade, not another, and names it', async () => {
    const product = await createProduct(t.db, {
      name: 'Velvet Lip',
      colors: [
        { name: 'Crimson', code: '#dc143c' },
        { name: 'Pink', code: '#ffc0cb' },
      ],
    });
    const [crimson, pink] = product.colorRows;
    await t.db.update(colors).set({ stock: 0 }).where(eq(colors.id, crimson!.id));
    await t.db.update(colors).set({ stock: 0 }).where(eq(colors.id, pink!.id));
    const email = newEmail('kemi');
    expect((await notify(product.productId, { email, colorId: crimson!.id })).statusCode).toBe(202);

    // Stock given back to the other shade (an expired checkout, say): no mail yet.
    await t.db.update(colors).set({ stock: 2 }).where(eq(colors.id, pink!.id));
    await comeBackTick(t.app);
    expect(await mailsTo(email)).toEqual([]);

    await t.db.update(colors).set({ stock: 1 }).where(eq(colors.id, crimson!.id));
    await comeBackTick(t.app);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Velvet Lip in Crimson is back in stock');
  });

  it('refuses bad requests with a 400 that says why, and records nothing', async () => {
    const soldOut = await createProduct(t.db, { stock: 0 });
    const inStock = await createProduct(t.db, { stock: 7 });
    const shaded = await createProduct(t.db, {
      colors: [
        { name: 'Nude', code: '#e3bc9a' },
        { name: 'Cocoa', code: '#6b4423' },
      ],
    });
    await t.db.update(colors).set({ stock: 0 }).where(eq(colors.id, shaded.colorRows[0]!.id));
    const other = await createProduct(t.db, { colors: [{ name: 'Gold', code: '#ffd700', inStock: false }] });
    const email = newEmail('bad');

    const cases: [string, object, string][] = [
      [soldOut.productId, { email: 'not-an-address' }, 'Please enter a valid email address'],
      [soldOut.productId, {}, 'Please enter your email address'],
      [soldOut.productId, { email, colorId: 'red' }, 'Unknown shade'],
      [soldOut.productId, { email, extra: 1 }, 'extra'],
      [inStock.productId, { email }, 'This is in stock now: you can add it to your cart.'],
      [shaded.productId, { email }, 'Please choose the shade you want to be told about'],
      [shaded.productId, { email, colorId: shaded.colorRows[1]!.id }, 'This is in stock now'],
      [
        shaded.productId,
        { email, colorId: other.colorRows[0]!.id },
        'That shade is not one of this product’s shades',
      ],
    ];
    for (const [code, body, message] of cases) {
      const res = await notify(code, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect((await notify('NO-SUCH-PRODUCT', { email })).statusCode).toBe(404);
    for (const p of [soldOut, inStock, shaded]) expect(await openRequests(p.id)).toEqual([]);
  });

  it('is limited per e-mail address like the other forms (429)', async () => {
    const product = await createProduct(t.db, { stock: 0 });
    const email = newEmail('many');
    for (let i = 0; i < NOTIFY_PER_EMAIL_PER_HOUR; i++)
      expect((await notify(product.productId, { email })).statusCode).toBe(202);
    const refused = await notify(product.productId, { email });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('sends nothing to an address that unsubscribed, and closes its request', async () => {
    const product = await createProduct(t.db, { stock: 0 });
    const email = newEmail('quiet');
    expect((await notify(product.productId, { email })).statusCode).toBe(202);
    const { signLink } = await import('../mail/mail-link-tokens.ts');
    const token = await signLink(t.db, 'unsubscribe', email);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(res.statusCode).toBe(200);

    await t.db.update(products).set({ stock: 5 }).where(eq(products.id, product.id));
    await comeBackTick(t.app);
    expect(await mailsTo(email)).toEqual([]);
    expect((await openRequests(product.id))[0]!.notifiedAt).not.toBeNull();
  });
});
