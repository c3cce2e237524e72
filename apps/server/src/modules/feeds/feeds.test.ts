import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { formBody } from '../../testing/form-body.ts';
import { readCsv } from '../data-exchange/csv-read.ts';

// The feeds as Meta's Commerce Manager and Google's Merchant Center read them: each required
// field present and in the documented form (docs: "Data feed fields" and "Product data
// specification"), links on the shop's configured address, and a change in the next fetch.

const t = await buildTestApp({ PUBLIC_URL: 'https://glownaija.ng', SHOP_NAME: 'Glow Naija' });
const admin = await createUser(t.db, { role: 'admin' });

const serum = await createProduct(t.db, {
  name: 'Vitamin C Serum',
  fullname: 'Glow Naija Vitamin C Serum 30ml',
  description: 'Brightens, "evens" tone,\nand fades dark spots. <b>Daily</b>.',
  category: 'skincare',
  priceKobo: 1_250_050,
  image: 'abcdef0123456789abcd.webp',
});
const lipstick = await createProduct(t.db, {
  name: 'Velvet Lip',
  fullname: 'Glow Naija Velvet Matte Lipstick',
  priceKobo: 850_000,
  colors: [
    { name: 'Espresso', code: '#6B3E26', image: '0123456789abcdef0123.webp' },
    { name: 'Berry', code: '#9b1b30', inStock: false },
  ],
});

const META_REQUIRED = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
];
const PRICE = /^\d+(\.\d+)? [A-Z]{3}$/;

async function metaRows() {
  const res = await t.app.inject({ url: '/feeds/meta.csv', headers: { host: 'evil.example' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  const [header, ...rows] = readCsv(res.body);
  return { res, rows: rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i] ?? '']))) };
}

const googleItems = (xml: string) =>
  [...xml.matchAll(/<item>(.*?)<\/item>/gs)].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/<g:([a-z_]+)>(.*?)<\/g:\1>/gs)].map((f) => [f[1]!, f[2]!])),
  );

describe('GET /feeds/meta.csv', () => {
  it("has Meta's required columns, each row filled in the documented form", async () => {
    const { rows, res } = await metaRows();
    expect(readCsv(res.body)[0]).toEqual(expect.arrayContaining(META_REQUIRED));
    for (const row of rows) {
      for (const field of META_REQUIRED) expect(row[field], `${row.id} ${field}`).not.toBe('');
      expect(row.price).toMatch(PRICE);
      expect(['in stock', 'out of stock']).toContain(row.availability);
      expect(row.condition).toBe('new');
      expect(row.id!.length).toBeLessThanOrEqual(100);
      expect(row.title!.length).toBeLessThanOrEqual(200);
      expect(row.link).toMatch(/^https:\/\/glownaija\.ng\/product\//);
      expect(row.image_link).toMatch(/^https:\/\/glownaija\.ng\/.*\.jpg$/);
    }
    expect(res.body).not.toContain('evil.example');
  });

  it('lists a product as one item, with its price in naira and kobo, plain text and its JPEG', async () => {
    const { rows } = await metaRows();
    const row = rows.find((r) => r.id === serum.productId)!;
    expect(row).toMatchObject({
      title: 'Glow Naija Vitamin C Serum 30ml',
      description: 'Brightens, "evens" tone, and fades dark spots. Daily .',
      availability: 'in stock',
      price: '12500.50 NGN',
      link: `https://glownaija.ng/product/${serum.productId}`,
      image_link: 'https://glownaija.ng/api/images/abcdef0123456789abcd.jpg',
      brand: 'Glow Naija',
      item_group_id: '',
    });
  });

  it('lists each shade as a variant of one item group, with its own picture and availability', async () => {
    const { rows } = await metaRows();
    const shades = rows.filter((r) => r.item_group_id === lipstick.productId);
    expect(shades.map((s) => [s.id, s.color, s.availability, s.price])).toEqual([
      [lipstick.colorRows[0]!.id, 'Espresso', 'in stock', '8500.00 NGN'],
      [lipstick.colorRows[1]!.id, 'Berry', 'out of stock', '8500.00 NGN'],
    ]);
    expect(shades[0]!.image_link).toBe('https://glownaija.ng/api/images/0123456789abcdef0123.jpg');
    expect(rows.some((r) => r.id === lipstick.productId)).toBe(false);
  });

  it('answers 304 to a fetcher that has it, and a new feed as soon as a price changes', async () => {
    const first = await t.app.inject({ url: '/feeds/meta.csv' });
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(
      (await t.app.inject({ url: '/feeds/meta.csv', headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304);

    const body = await formBody({ price: '9999', inStock: 'false' });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/product/admin/products/${serum.productId}`,
      headers: { ...admin.auth, ...body.headers },
      payload: body.payload,
    });
    expect(put.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/feeds/meta.csv', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    const { rows } = await metaRows();
    expect(rows.find((r) => r.id === serum.productId)).toMatchObject({
      price: '9999.00 NGN',
      availability: 'out of stock',
    });
  });
});

describe('GET /feeds/google.xml', () => {
  it("is RSS 2.0 in Google's namespace with every required attribute in the documented form", async () => {
    const res = await t.app.inject({ url: '/feeds/google.xml', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:g="http:\/\/base.google.com\/ns\/1.0"><channel>/,
    );
    expect(res.body).not.toContain('evil.example');
    const items = googleItems(res.body);
    expect(items.length).toBe(3);
    for (const item of items) {
      for (const field of ['id', 'title', 'description', 'link', 'image_link', 'availability', 'price'])
        expect(item[field], `${item.id} ${field}`).toBeTruthy();
      expect(item.id!.length).toBeLessThanOrEqual(50);
      expect(item.title!.length).toBeLessThanOrEqual(150);
      expect(['in_stock', 'out_of_stock']).toContain(item.availability);
      expect(item.price).toMatch(PRICE);
      expect(item.condition).toBe('new');
      expect(item.identifier_exists).toBe('no');
      expect(item.brand).toBe('Glow Naija');
    }
    const berry = items.find((i) => i.id === lipstick.colorRows[1]!.id)!;
    expect(berry).toMatchObject({
      item_group_id: lipstick.productId,
      color: 'Berry',
      availability: 'out_of_stock',
    });
    // Markup in a description is escaped text, never an element.
    expect(res.body).not.toContain('<b>');
  });
});
