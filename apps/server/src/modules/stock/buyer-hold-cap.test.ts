import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@shop/shared/messages';
import { colors, orders, products } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct } from '../../testing/factories.ts';
import { guestDelivery } from '../../testing/checkout-helpers.ts';
import { recordCatalogChange } from '../catalog/catalog-change-log.ts';

// One buyer (an address, or an e-mail) holds at most HOLD_UNITS_PER_BUYER units of a product in
// unpaid checkouts; past it her checkout is refused by name and nothing is held.

const LIMIT = 5;
const t = await buildTestApp({ RATE_CHECKOUT_PER_IP: '1000', HOLD_UNITS_PER_BUYER: String(LIMIT) });

type Line = { productId: string; colorId?: string | null; quantity: number };
const checkout = (
  items: Line[],
  { ip = '10.0.0.1', email = guestDelivery.email, phone = guestDelivery.phoneNumber } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/checkout',
    remoteAddress: ip,
    payload: {
      items: items.map((i) => ({ colorId: null, ...i })),
      delivery: { ...guestDelivery, email, phoneNumber: phone },
      transportOption: 'BENIN',
    },
  });
const cancel = (reference: string) =>
  t.app.inject({ method: 'POST', url: '/api/order/checkout/cancel', payload: { reference } });
const stockOf = async (id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
/** Every shade of the product counted, with this many free, as an admin's write would. */
const countShades = (productId: string, stock: number) =>
  t.db.transaction(async (tx) => {
    await tx.update(colors).set({ stock }).where(eq(colors.productId, productId));
    await recordCatalogChange(tx, [productId]);
  });
const orderCount = async () => (await t.db.select({ id: orders.id }).from(orders)).length;
type Buyer = { ip: string; email: string; phone: string };
let buyer = 0;
/** A buyer of her own: an address, an e-mail and a phone no other test uses. */
const newBuyer = (): Buyer => ({
  ip: `10.1.0.${++buyer}`,
  email: `buyer${buyer}@example.ng`,
  phone: `0803 100 ${String(1000 + buyer)}`,
});

describe('the per-buyer hold cap (HOLD_UNITS_PER_BUYER)', () => {
  it('lets one buyer hold up to the limit of a product, then refuses by name and holds nothing more', async () => {
    const p = await createProduct(t.db, { name: 'Shea Glow Balm', stock: 100 });
    const me = newBuyer();
    expect((await checkout([{ productId: p.productId, quantity: 3 }], me)).statusCode).toBe(200);
    expect((await checkout([{ productId: p.productId, quantity: 2 }], me)).statusCode).toBe(200);
    const before = await orderCount();
    const past = await checkout([{ productId: p.productId, quantity: 1 }], me);
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe(messages.stock.holdLimit('Shea Glow Balm', LIMIT));
    expect(past.json().message).toContain('at most 5 of Shea Glow Balm');
    expect(await stockOf(p.id)).toBe(95);
    expect(await orderCount()).toBe(before);
  });

  it('refuses one checkout asking for more than the limit at once', async () => {
    const p = await createProduct(t.db, { name: 'Hibiscus Toner', stock: 100 });
    const res = await checkout([{ productId: p.productId, quantity: LIMIT + 1 }], newBuyer());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.stock.holdLimit('Hibiscus Toner', LIMIT));
    expect(await stockOf(p.id)).toBe(100);
  });

  it('counts the same e-mail from another address, and the same address with another e-mail', async () => {
    const p = await createProduct(t.db, { name: 'Cocoa Butter', stock: 100 });
    const me = newBuyer();
    expect((await checkout([{ productId: p.productId, quantity: 4 }], me)).statusCode).toBe(200);
    const sameEmail = { ip: '10.9.9.9', email: me.email.toUpperCase(), phone: '0803 999 0001' };
    expect((await checkout([{ productId: p.productId, quantity: 2 }], sameEmail)).statusCode).toBe(409);
    const sameAddress = { ip: me.ip, email: 'someone.else@example.ng', phone: '0803 999 0002' };
    expect((await checkout([{ productId: p.productId, quantity: 2 }], sameAddress)).statusCode).toBe(409);
    // Another buyer altogether is not held back by her checkouts.
    expect((await checkout([{ productId: p.productId, quantity: 5 }], newBuyer())).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(91);
  });

  it('counts every shade of a product toward the product', async () => {
    const p = await createProduct(t.db, {
      name: 'Velvet Lip',
      colors: [
        { name: 'Ruby', code: '#9b111e' },
        { name: 'Cocoa', code: '#5c3a21' },
      ],
    });
    await countShades(p.id, 50);
    const [ruby, cocoa] = p.colorRows.map((c) => c.id);
    const me = newBuyer();
    expect((await checkout([{ productId: p.productId, colorId: ruby, quantity: 3 }], me)).statusCode).toBe(
      200,
    );
    const res = await checkout([{ productId: p.productId, colorId: cocoa, quantity: 3 }], me);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.stock.holdLimit('Velvet Lip', LIMIT));
  });

  it('leaves products whose stock is not counted alone (nothing is held)', async () => {
    const p = await createProduct(t.db, { stock: null });
    const res = await checkout([{ productId: p.productId, quantity: LIMIT * 4 }], newBuyer());
    expect(res.statusCode).toBe(200);
  });

  it('frees her allowance when she cancels an unpaid checkout', async () => {
    const p = await createProduct(t.db, { stock: 100 });
    const me = newBuyer();
    const first = await checkout([{ productId: p.productId, quantity: LIMIT }], me);
    expect((await checkout([{ productId: p.productId, quantity: 1 }], me)).statusCode).toBe(409);
    expect((await cancel(first.json().reference)).statusCode).toBe(200);
    expect((await checkout([{ productId: p.productId, quantity: LIMIT }], me)).statusCode).toBe(200);
  });

  it.each([
    [
      'one address with ten e-mails',
      (i: number, me: Buyer) => ({ ip: me.ip, email: `other${i}.${me.email}` }),
    ],
    [
      'one e-mail from ten addresses',
      (i: number, me: Buyer) => ({ ip: `10.2.${buyer}.${i}`, email: me.email }),
    ],
  ])('holds under a race: ten checkouts at once from %s never pass the limit', async (_, asker) => {
    // Ten shades, one a checkout: no two checkouts wait on the same stock row, so only the
    // buyer's own locks keep them from counting at the same time.
    const shades = Array.from({ length: 10 }, (_, i) => ({ name: `Shade ${i}`, code: `#00000${i}` }));
    const p = await createProduct(t.db, { name: 'Ten Shade Gloss', colors: shades });
    await countShades(p.id, 10);
    const me = newBuyer();
    const answers = await Promise.all(
      p.colorRows.map((shade, i) =>
        checkout([{ productId: p.productId, colorId: shade.id, quantity: 2 }], asker(i, me)),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    // 2 + 2 fit in 5; a third 2 would make 6.
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(8);
  });
});
