import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, customerNotes, orders, savedItems, stockNotifications } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, createProduct, createReview, createUser } from '../../testing/factories.ts';

const t = await buildTestApp({ SHOP_NAME: 'Glow Naija' });
const ngozi = await createUser(t.db, { firstName: 'Ngozi', email: 'Ngozi@Example.ng', phone: '08031112222' });
const tunde = await createUser(t.db, { firstName: 'Tunde', email: 'tunde@example.ng' });
const serum = await createProduct(t.db, { name: 'Vitamin C Serum', priceKobo: 1_250_000 });
const lipstick = await createProduct(t.db, { name: 'Velvet Lip', priceKobo: 800_000 });

const line = (p: typeof serum) => ({
  id: p.id,
  productId: p.productId,
  name: p.name,
  priceKobo: p.priceKobo,
});
const herOrder = await createOrder(t.db, {
  status: 'delivered',
  items: [line(serum)],
  userId: ngozi.user.id,
  name: 'Ngozi Adeyemi',
  email: 'ngozi@example.ng',
});
const hisOrder = await createOrder(t.db, {
  status: 'paid',
  items: [line(lipstick)],
  userId: tunde.user.id,
  name: 'Tunde Bakare',
  email: 'tunde@example.ng',
});
await t.db.insert(addresses).values([
  {
    userId: ngozi.user.id,
    address: '5 Awolowo Road',
    state: 'Lagos',
    city: 'Ikoyi',
    phoneNumber: '08031112222',
  },
  { userId: tunde.user.id, address: '9 Ring Road', state: 'Oyo', city: 'Ibadan', phoneNumber: '08059998888' },
]);
await createReview(t.db, serum.id, { userId: ngozi.user.id, review: 'My skin glows.', verified: true });
await createReview(t.db, lipstick.id, { userId: tunde.user.id, review: 'His own words.' });
await t.db.insert(savedItems).values({ userId: ngozi.user.id, productId: lipstick.id });
await t.db.insert(stockNotifications).values({ productId: lipstick.id, email: 'ngozi@example.ng' });
await t.db
  .insert(customerNotes)
  .values({ orderId: herOrder, body: 'Prefers morning delivery', authorName: 'amaka' });
await t.db.insert(customerNotes).values({ orderId: hisOrder, body: 'Note about Tunde', authorName: 'amaka' });
const [her] = await t.db.select().from(orders).where(eq(orders.id, herOrder));
const [his] = await t.db.select().from(orders).where(eq(orders.id, hisOrder));

const download = (format: string, headers: Record<string, string> = ngozi.auth) =>
  t.app.inject({ url: `/api/auth/my-data?format=${format}`, headers });

describe('a customer downloads their own data', () => {
  it('as JSON: the account, addresses, orders with items, reviews, saved items and requests, as a file not kept', async () => {
    const res = await download('json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="glow-naija-my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.account).toMatchObject({
      firstName: 'Ngozi',
      email: 'Ngozi@Example.ng',
      phone: '08031112222',
    });
    expect(data.addresses).toEqual([expect.objectContaining({ address: '5 Awolowo Road', state: 'Lagos' })]);
    expect(data.orders).toEqual([
      expect.objectContaining({
        orderNumber: `GN-${her!.orderNumber}`,
        status: 'delivered',
        name: 'Ngozi Adeyemi',
        total: 15_000,
        items: [expect.objectContaining({ product: 'Vitamin C Serum', quantity: 1, unitPrice: 12_500 })],
      }),
    ]);
    expect(data.reviews).toEqual([
      expect.objectContaining({ product: 'Vitamin C Serum', review: 'My skin glows.' }),
    ]);
    expect(data.savedItems).toEqual([expect.objectContaining({ product: 'Velvet Lip' })]);
    expect(data.backInStockRequests).toEqual([
      expect.objectContaining({ product: 'Velvet Lip', notifiedAt: null }),
    ]);
    expect(data.notesOnOrders).toEqual([expect.objectContaining({ note: 'Prefers morning delivery' })]);
    expect(data.signIns).toHaveLength(1);
  });

  it('holds the skin and the shade her account keeps for her', async () => {
    expect((await download('json')).json().account).toMatchObject({
      skin: { type: null, concerns: [] },
      shade: null,
    });
    const put = (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, payload, headers: ngozi.auth });
    expect((await put('/api/auth/skin', { skinType: 'oily', concerns: ['acne'] })).statusCode).toBe(200);
    expect((await put('/api/auth/me/shade', { depth: 'deep', undertone: 'warm' })).statusCode).toBe(200);

    expect((await download('json')).json().account).toMatchObject({
      skin: { type: 'oily', concerns: ['acne'] },
      shade: { depth: 'deep', undertone: 'warm' },
    });
    const csv = (await download('csv')).body;
    expect(csv).toContain('account,,skin.type,oily');
    expect(csv).toContain('account,,shade.depth,deep');
  });

  it('never holds another person’s data, nor a secret: no password or session hash, order link or payment code', async () => {
    const body = (await download('json')).body;
    for (const theirs of [
      'Tunde',
      'tunde@example.ng',
      '9 Ring Road',
      'His own words.',
      'Note about Tunde',
      `GN-${his!.orderNumber}`,
    ])
      expect(body).not.toContain(theirs);
    for (const secret of [
      ngozi.token,
      her!.viewToken,
      her!.reference,
      'passwordHash',
      'password_hash',
      'tokenHash',
      'scrypt',
    ])
      expect(body).not.toContain(secret);
    const { passwordHash } = ngozi.user;
    expect(body).not.toContain(passwordHash);
  });

  it('as one CSV with a section, record and field on each row, the same data', async () => {
    const res = await download('csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/filename="glow-naija-my-data-.*\.csv"/);
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('section,record,field,value');
    expect(lines).toContain('account,,firstName,Ngozi');
    expect(lines).toContain(`orders,GN-${her!.orderNumber},items.0.product,Vitamin C Serum`);
    expect(lines).toContain(`orders,GN-${her!.orderNumber},total,15000`);
    expect(lines).toContain('addresses,1,address,5 Awolowo Road');
    expect(res.body).not.toContain('Tunde');
    expect(res.body).not.toContain(ngozi.user.passwordHash);
  });

  it('a guest is told to sign in (401); an unknown format is a 400', async () => {
    expect((await download('json', {})).statusCode).toBe(401);
    expect((await download('xml')).statusCode).toBe(400);
  });
});
