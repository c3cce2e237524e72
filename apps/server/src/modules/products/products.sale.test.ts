import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Product } from '@shop/shared/catalog/product-schemas';
import { auditLog, orders } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { guestDelivery } from '../../testing/checkout-helpers.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { formBody } from '../../testing/form-body.ts';

// Sale prices (decision 60): set on the edit form, charged by the server while they run and not
// after, and shown (cards, page, feeds, JSON-LD) only while they run.

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });

const edit = async (code: string, fields: Record<string, string>) => {
  const body = await formBody(fields);
  return t.app.inject({
    method: 'PUT',
    url: `/api/product/admin/products/${code}`,
    headers: { ...admin.auth, ...body.headers },
    payload: body.payload,
  });
};
const productAnswer = (code: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/product/products/${code}`, headers });
const cart = (code: string) => ({
  items: [{ productId: code, colorId: null, quantity: 2 }],
  delivery: guestDelivery,
  transportOption: 'BENIN',
});
const quote = async (code: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/order/quote', payload: cart(code) })).json<{
    subtotal: number;
  }>();
const inAWhile = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('a product’s sale price', () => {
  it('is charged by the quote and the checkout while it runs, and the normal price once it ends', async () => {
    const cream = await createProduct(t.db, { priceKobo: 950_000 });
    const ends = inAWhile(3_600_000);
    const saved = await edit(cream.productId, { salePrice: '7000', saleEndsAt: ends });
    expect(saved.statusCode, saved.body).toBe(200);

    const during = await productAnswer(cream.productId);
    expect(during.json<{ product: Product }>().product).toMatchObject({ price: 9500, salePrice: 7000 });
    expect((await quote(cream.productId)).subtotal).toBe(14000);
    // A cart that claims another price is priced by the server all the same.
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      payload: { ...cart(cream.productId), items: [{ ...cart(cream.productId).items[0], price: 1 }] },
    });
    expect(checkout.json()).toMatchObject({ subtotal: 14000, amount: 16500 });
    const [order] = await t.db
      .select({ amountKobo: orders.amountKobo })
      .from(orders)
      .where(eq(orders.reference, checkout.json().reference));
    expect(order?.amountKobo).toBe(1_650_000);

    // The clock moves past the end (only the clock: the database and the timers run as ever).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(ends) + 1000);
    onTestFinished(() => void vi.useRealTimers());
    // Ended: the product's answer (and its ETag) no longer carries it, and nothing charges it.
    const after = await productAnswer(cream.productId, { 'if-none-match': during.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(during.headers.etag);
    expect(after.json<{ product: Product }>().product).not.toHaveProperty('salePrice');
    expect((await quote(cream.productId)).subtotal).toBe(19000);
    const listing = await t.app.inject({ url: '/api/product/products?category=makeup' });
    const card = listing
      .json<{ products: Product[] }>()
      .products.find((p) => p.productId === cream.productId);
    expect(card).not.toHaveProperty('salePrice');
  });

  it('must be below the price, above 0, and end in the future; a refused one changes nothing', async () => {
    const cream = await createProduct(t.db, { priceKobo: 950_000 });
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ salePrice: '9500', saleEndsAt: inAWhile(86_400_000) }, 'salePrice', /below the price/],
      [{ salePrice: '0', saleEndsAt: inAWhile(86_400_000) }, 'salePrice', /positive number/],
      [
        { salePrice: '7000', saleEndsAt: new Date(Date.now() - 60_000).toISOString() },
        'saleEndsAt',
        /future/,
      ],
      [{ salePrice: '7000' }, 'saleEndsAt', /required with a sale price/],
      [{ salePrice: '7000', saleEndsAt: '2030-01-01T10:00' }, 'saleEndsAt', /time zone/],
      [
        { salePrice: '7000', saleEndsAt: inAWhile(86_400_000), price: '6000' },
        'salePrice',
        /below the price/,
      ],
    ];
    for (const [fields, field, message] of cases) {
      const res = await edit(cream.productId, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toMatchObject({ field });
      expect(res.json().message).toMatch(message);
    }
    const product = (await productAnswer(cream.productId)).json<{ product: Product }>().product;
    expect(product).toMatchObject({ price: 9500 });
    expect(product).not.toHaveProperty('salePrice');
  });

  it('is audited, kept while the price moves above it, refused a price at or below it, and cleared', async () => {
    const cream = await createProduct(t.db, { priceKobo: 950_000 });
    const ends = inAWhile(7 * 86_400_000);
    expect((await edit(cream.productId, { salePrice: '7000', saleEndsAt: ends })).statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'product.updated'), eq(auditLog.subjectId, cream.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.after).toMatchObject({ sale: `₦7,000 until ${ends}` });
    expect(entry?.before).toMatchObject({ sale: null });

    expect((await edit(cream.productId, { price: '9900' })).statusCode).toBe(200);
    const lower = await edit(cream.productId, { price: '6500' });
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toMatchObject({ field: 'price' });
    expect((await productAnswer(cream.productId)).json().product).toMatchObject({
      price: 9900,
      salePrice: 7000,
    });

    expect((await edit(cream.productId, { salePrice: '', saleEndsAt: '' })).statusCode).toBe(200);
    expect((await productAnswer(cream.productId)).json().product).not.toHaveProperty('salePrice');
  });

  it('is carried into both feeds with its dates', async () => {
    const cream = await createProduct(t.db, { priceKobo: 950_000, fullname: 'Glow Naija Sale Cream' });
    const ends = new Date(Date.now() + 3 * 86_400_000);
    expect(
      (await edit(cream.productId, { salePrice: '7000', saleEndsAt: ends.toISOString() })).statusCode,
    ).toBe(200);
    const minute = `${new Date(Math.floor(ends.getTime() / 60_000) * 60_000).toISOString().slice(0, 16)}+00:00`;

    const meta = (await t.app.inject({ url: '/feeds/meta.csv' })).body.split('\r\n');
    const header = meta[0]!.split(',');
    const line = meta.find((l) => l.startsWith(`${cream.productId},`))!;
    const cells = line.split(',');
    expect(cells[header.indexOf('price')]).toBe('9500.00 NGN');
    expect(cells[header.indexOf('sale_price')]).toBe('7000.00 NGN');
    expect(cells[header.indexOf('sale_price_effective_date')]).toMatch(
      new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d\\+00:00/${minute.replace('+', '\\+')}$`),
    );

    const google = (await t.app.inject({ url: '/feeds/google.xml' })).body;
    const item = google.split('<item>').find((i) => i.includes(`<g:id>${cream.productId}</g:id>`))!;
    expect(item).toContain('<g:sale_price>7000.00 NGN</g:sale_price>');
    expect(item).toMatch(/<g:sale_price_effective_date>[^<]{45}<\/g:sale_price_effective_date>/);
  });
});
