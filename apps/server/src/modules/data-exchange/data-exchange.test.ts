import { gunzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { colors, orderItems, orders, products } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, createProduct, createUser } from '../../testing/factories.ts';

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });
const customer = await createUser(t.db);

/** The file as a spreadsheet reads it: BOM checked, then records of CRLF-ended rows (RFC 4180). */
function parseCsv(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  // Strict on purpose: only CRLF ends a row, every row is whole, and no record is skipped.
  return parse(body, { bom: true, record_delimiter: '\r\n' }) as string[][];
}

/** An order placed at `at` (UTC), of these products, one of each. */
async function orderAt(at: string, items: Awaited<ReturnType<typeof createProduct>>[], name?: string) {
  const id = await createOrder(t.db, {
    status: 'paid',
    name,
    items: items.map((p) => ({ id: p.id, productId: p.productId, name: p.name, priceKobo: p.priceKobo })),
  });
  await t.db
    .update(orders)
    .set({ createdAt: new Date(at) })
    .where(eq(orders.id, id));
  const [row] = await t.db.select({ n: orders.orderNumber }).from(orders).where(eq(orders.id, id));
  return { id, orderNumber: `GN-${row!.n}` };
}

const ordersCsv = (query: string, headers = admin.auth) =>
  t.app.inject({ url: `/api/admin/orders.csv${query}`, headers });

describe('orders as CSV (GET /api/admin/orders.csv)', () => {
  it('writes one line per order line for the Lagos days asked, both days included, as an attachment', async () => {
    const lipstick = await createProduct(t.db, { name: 'Velvet Matte Lipstick', priceKobo: 1_000_000 });
    const serum = await createProduct(t.db, { name: 'Glow Serum', priceKobo: 750_050 });
    // 23:30 UTC on 28 Feb is 00:30 on 1 March in Lagos: inside a range starting 1 March.
    const first = await orderAt('2019-02-28T23:30:00Z', [lipstick, serum]);
    const last = await orderAt('2019-03-02T22:59:00Z', [serum]);
    // 23:00 UTC on 2 March is already 3 March in Lagos; 22:59 on 28 Feb is still February there.
    await orderAt('2019-03-02T23:00:00Z', [lipstick]);
    await orderAt('2019-02-28T22:59:00Z', [lipstick]);
    await t.db
      .update(orderItems)
      .set({ colorName: 'Lagos Red', quantity: 2 })
      .where(eq(orderItems.orderId, last.id));

    const res = await ordersCsv('?from=2019-03-01&to=2019-03-02');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="orders-2019-03-01-to-2019-03-02.csv"',
    );
    const [header, ...lines] = parseCsv(res.body);
    expect(header).toEqual([
      'Order number',
      'Date',
      'Customer',
      'E-mail',
      'Phone',
      'State',
      'LGA',
      'Status',
      'Payment method',
      'Payment channel',
      'Product',
      'Shade',
      'Quantity',
      'Price (₦)',
      'Discount (₦)',
      'Delivery (₦)',
      'Total (₦)',
      'Refunded (₦)',
    ]);
    expect(lines.map((line) => [line[0], line[1], line[10]]).sort()).toEqual(
      [
        [first.orderNumber, '2019-03-01 00:30', 'Glow Serum'],
        [first.orderNumber, '2019-03-01 00:30', 'Velvet Matte Lipstick'],
        [last.orderNumber, '2019-03-02 23:59', 'Glow Serum'],
      ].sort(),
    );
    const serumLine = lines.find((line) => line[0] === last.orderNumber)!;
    // Naira, not kobo: ₦7,500.50 of serum plus ₦2,500 delivery.
    expect(serumLine).toEqual([
      last.orderNumber,
      '2019-03-02 23:59',
      'Chioma Eze',
      'chioma@example.ng',
      '08031234567',
      'Edo',
      'Oredo',
      'paid',
      'online',
      '',
      'Glow Serum',
      'Lagos Red',
      '2',
      '7500.5',
      '0',
      '2500',
      '10000.5',
      '0',
    ]);
  });

  it('puts each order’s figures on one of its lines, so a column’s sum is the sum of the orders’', async () => {
    const lipstick = await createProduct(t.db, { name: 'Velvet Matte Lipstick', priceKobo: 1_000_000 });
    const serum = await createProduct(t.db, { name: 'Glow Serum', priceKobo: 750_050 });
    const toner = await createProduct(t.db, { name: 'Rose Toner', priceKobo: 420_000 });
    const three = await orderAt('2015-04-01T10:00:00Z', [lipstick, serum, toner]);
    const two = await orderAt('2015-04-01T11:00:00Z', [serum, toner]);
    await t.db.update(orders).set({ discountKobo: 100_000 }).where(eq(orders.id, two.id));
    const totals = await t.db
      .select({
        amount: orders.amountKobo,
        discount: orders.discountKobo,
        delivery: orders.transportCostKobo,
      })
      .from(orders)
      .where(inArray(orders.id, [three.id, two.id]));

    const [header, ...lines] = parseCsv((await ordersCsv('?from=2015-04-01&to=2015-04-01')).body);
    expect(lines).toHaveLength(5);
    const sum = (column: string) =>
      Math.round(lines.reduce((total, line) => total + Number(line[header!.indexOf(column)] || 0), 0) * 100);
    expect(sum('Total (₦)')).toBe(totals.reduce((total, order) => total + order.amount, 0));
    expect(sum('Discount (₦)')).toBe(100_000);
    expect(sum('Delivery (₦)')).toBe(totals.reduce((total, order) => total + order.delivery, 0));
    // Each order's figures once: on one of its lines, the others blank.
    for (const order of [three, two]) {
      const own = lines.filter((line) => line[0] === order.orderNumber);
      expect(own.filter((line) => line[header!.indexOf('Total (₦)')] !== '')).toHaveLength(1);
    }
  });

  it('makes a customer name that a spreadsheet would run as a formula inert', async () => {
    const lipstick = await createProduct(t.db, { name: 'Velvet Matte Lipstick' });
    const evil = '=HYPERLINK("http://evil.example","Click me")';
    await orderAt('2018-06-15T10:00:00Z', [lipstick], evil);
    const res = await ordersCsv('?from=2018-06-15&to=2018-06-15');
    expect(res.statusCode).toBe(200);
    const [, line] = parseCsv(res.body);
    expect(line![2]).toBe(`'${evil}`);
    expect(res.body).not.toContain(',=HYPERLINK');
  });

  it('streams every order of a range larger than one read, each once', async () => {
    const lipstick = await createProduct(t.db, { name: 'Velvet Matte Lipstick' });
    // 503 orders written at once; several share an instant, so the keyset's id decides between them.
    const made = await t.db
      .insert(orders)
      .values(
        Array.from({ length: 503 }, (_, i) => ({
          reference: `ref_${randomUUID()}`,
          name: 'Chioma Eze',
          email: 'chioma@example.ng',
          phoneNumber: '08031234567',
          address: '12 Airport Road',
          state: 'Edo',
          city: 'Oredo',
          transportOption: 'BENIN',
          transportCostKobo: 250_000,
          subtotalKobo: lipstick.priceKobo,
          amountKobo: lipstick.priceKobo + 250_000,
          status: 'paid' as const,
          provider: 'sandbox',
          createdAt: new Date(`2017-01-0${1 + (i % 3)}T12:00:00Z`),
        })),
      )
      .returning({ id: orders.id, n: orders.orderNumber });
    await t.db.insert(orderItems).values(
      made.map((order) => ({
        orderId: order.id,
        productId: lipstick.id,
        productCode: lipstick.productId,
        productName: lipstick.name,
        unitPriceKobo: lipstick.priceKobo,
        quantity: 1,
      })),
    );
    const res = await ordersCsv('?from=2017-01-01&to=2017-01-03');
    const [, ...lines] = parseCsv(res.body);
    expect(lines).toHaveLength(503);
    expect(new Set(lines.map((line) => line[0]))).toEqual(new Set(made.map((order) => `GN-${order.n}`)));
    expect(lines.map((line) => line[1])).toEqual([...lines.map((line) => line[1]!)].sort());
  });

  it('reaches a browser that asks for gzip compressed, and whole once unzipped', async () => {
    const lipstick = await createProduct(t.db, { name: 'Velvet Matte Lipstick' });
    const order = await orderAt('2016-05-05T09:00:00Z', [lipstick]);
    const res = await t.app.inject({
      url: '/api/admin/orders.csv?from=2016-05-05&to=2016-05-05',
      headers: { ...admin.auth, 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
    const [, line] = parseCsv(body.toString('utf8'));
    expect(line![0]).toBe(order.orderNumber);
  });

  it('refuses days that are not YYYY-MM-DD calendar days, or in the wrong order, with 400', async () => {
    for (const query of [
      '',
      '?from=2019-03-01',
      '?from=2019-02-30&to=2019-03-01',
      '?from=1/3/2019&to=2019-03-01',
    ]) {
      const res = await ordersCsv(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe('Give the day as YYYY-MM-DD, for example 2026-11-24');
    }
    const reversed = await ordersCsv('?from=2019-03-02&to=2019-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('The first day must not be after the last day');
  });

  it('is for admins only: 401 signed out, 403 for a customer', async () => {
    expect(
      (await t.app.inject({ url: '/api/admin/orders.csv?from=2019-03-01&to=2019-03-02' })).statusCode,
    ).toBe(401);
    expect((await ordersCsv('?from=2019-03-01&to=2019-03-02', customer.auth)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/products.csv', headers: customer.auth })).statusCode).toBe(
      403,
    );
  });
});

describe('products as CSV (GET /api/admin/products.csv)', () => {
  it('lists every product by code with its shades in one cell and its image name', async () => {
    const lipstick = await createProduct(t.db, {
      name: 'Velvet Matte Lipstick',
      fullname: 'Velvet Matte Lipstick, long-wearing',
      description: '@home glam, all day',
      priceKobo: 1_250_000,
      stock: 9,
      image: 'velvet.webp',
      colors: [
        { name: 'Ruby Red', code: '#9b111e' },
        { name: 'Cocoa', code: '#5c3a21' },
      ],
    });
    // Ruby Red is counted (4 left); Cocoa is not counted, its yes/no flag rules.
    await t.db.update(colors).set({ stock: 4 }).where(eq(colors.id, lipstick.colorRows[0]!.id));
    const plain = await createProduct(t.db, { name: 'Glow Serum', category: 'skincare', inStock: false });

    const res = await t.app.inject({ url: '/api/admin/products.csv', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    const [header, ...lines] = parseCsv(res.body);
    expect(header).toEqual([
      'Code',
      'Name',
      'Full name',
      'Category',
      'Type',
      'Price (₦)',
      'Stock',
      'In stock',
      'Description',
      'Shades',
      'Image',
      'Final sale',
      'Skin types',
      'Concerns',
    ]);
    // Every product once, whatever else the shop holds.
    const all = await t.db.select({ code: products.productId }).from(products);
    expect(lines.map((line) => line[0]).sort()).toEqual(all.map((row) => row.code).sort());
    expect(lines.find((line) => line[0] === lipstick.productId)).toEqual([
      lipstick.productId,
      'Velvet Matte Lipstick',
      'Velvet Matte Lipstick, long-wearing',
      'makeup',
      '',
      '12500',
      '9',
      'yes',
      "'@home glam, all day",
      'Ruby Red|#9b111e|4;Cocoa|#5c3a21|',
      'velvet.webp',
      'no',
      '',
      '',
    ]);
    const serum = lines.find((line) => line[0] === plain.productId)!;
    expect([serum[3], serum[7], serum[9], serum[10]]).toEqual(['skincare', 'no', '', '']);
  });
});
