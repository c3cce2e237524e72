import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { colors, images, products } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { formBody } from '../../testing/form-body.ts';
import { zipFile } from '../../testing/zip-file.ts';
import { csvRow } from './csv-cells.ts';
import { readCsv } from './csv-read.ts';

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });
const customer = await createUser(t.db);

// A picture the shop already holds, as an earlier upload left it.
await t.db
  .insert(images)
  .values({ filename: 'held-serum.webp', contentType: 'image/webp', width: 64, bytes: Buffer.from('webp') });

const lipstick = await createProduct(t.db, {
  productId: 'VML-001',
  name: 'Velvet Matte Lipstick',
  priceKobo: 1_000_000,
  image: 'held-serum.webp',
  colors: [{ name: 'Ruby Red', code: '#9b111e' }],
});

async function exported(): Promise<string[][]> {
  const res = await t.app.inject({ url: '/api/admin/products.csv', headers: admin.auth });
  expect(res.statusCode).toBe(200);
  return readCsv(res.body);
}

async function sendImport(
  records: string[][],
  query = '',
  auth = admin.auth,
  extra: Record<string, Buffer> = {},
) {
  const csv = '\uFEFF' + records.map((record) => csvRow(record)).join('');
  const files = Object.fromEntries(
    Object.entries({ file: Buffer.from(csv), ...extra }).map(([name, data]) => [
      name,
      { name: name === 'images' ? 'pictures.zip' : `${name}.bin`, type: 'application/octet-stream', data },
    ]),
  );
  const body = await formBody({}, undefined, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import${query}`,
    payload: body.payload,
    headers: { ...auth, ...body.headers },
  });
}

const productCount = async () => (await t.db.select({ n: count() }).from(products))[0]!.n;
const priceOf = async (code: string) =>
  (await t.db.select({ p: products.priceKobo }).from(products).where(eq(products.productId, code)))[0]?.p;

describe('products CSV import (POST /api/admin/products/import)', () => {
  it('round-trips: export, edit a price, add a product, dry run writes nothing, the import applies it', async () => {
    const [header, ...rows] = await exported();
    const col = (name: string) => header!.indexOf(name);
    const edited = rows.map((row) => [...row]);
    const lipstickRow = edited.find((row) => row[col('Code')] === 'VML-001')!;
    lipstickRow[col('Price (₦)')] = '12500';
    lipstickRow[col('Shades')] = 'Ruby Red|#9b111e|4;Cocoa|#5c3a21|';
    const added = header!.map(() => '');
    Object.assign(added, {
      [col('Code')]: 'GLOW-SERUM-1',
      [col('Name')]: 'Glow Serum',
      [col('Full name')]: 'Glow Serum with vitamin C',
      [col('Category')]: 'skincare',
      [col('Price (₦)')]: '7500.50',
      [col('In stock')]: 'yes',
      [col('Stock')]: '12',
      [col('Description')]: '=1+1 is text here',
      [col('Image')]: 'held-serum.webp',
    });
    const before = await productCount();

    const dry = await sendImport([header!, ...edited, added], '?dryRun=1');
    expect(dry.statusCode).toBe(200);
    // Only the lipstick's row changes anything; the shop's other products are as the file has them.
    expect(dry.json()).toEqual({ created: 1, updated: 1, unchanged: rows.length - 1, errors: [] });
    expect(await productCount()).toBe(before);
    expect(await priceOf('VML-001')).toBe(1_000_000);

    const res = await sendImport([header!, ...edited, added]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ created: 1, updated: 1, unchanged: rows.length - 1, errors: [] });
    expect(await productCount()).toBe(before + 1);
    expect(await priceOf('VML-001')).toBe(1_250_000);
    expect(await priceOf('GLOW-SERUM-1')).toBe(750_050);
    const shades = await t.db
      .select({ name: colors.name, code: colors.code, stock: colors.stock })
      .from(colors)
      .where(eq(colors.productId, lipstick.id))
      .orderBy(colors.position);
    expect(shades).toEqual([
      { name: 'Ruby Red', code: '#9b111e', stock: 4 },
      { name: 'Cocoa', code: '#5c3a21', stock: null },
    ]);
    // The export made the description inert; the import read it back as the admin typed it.
    const again = await exported();
    const serum = again.find((row) => row[col('Code')] === 'GLOW-SERUM-1')!;
    expect(serum[col('Description')]).toBe('=1+1 is text here');
    expect(serum[col('Shades')]).toBe('');
  });

  it('refuses a price at or below a running sale’s price by its row, and clears an ended sale (decision 60)', async () => {
    const day = 86_400_000;
    const onSale = await createProduct(t.db, {
      productId: 'SALE-RUNS',
      priceKobo: 950_000,
      image: 'held-serum.webp',
      salePriceKobo: 700_000,
      saleStartsAt: new Date(Date.now() - day),
      saleEndsAt: new Date(Date.now() + day),
    });
    const ended = await createProduct(t.db, {
      productId: 'SALE-ENDED',
      priceKobo: 950_000,
      image: 'held-serum.webp',
      salePriceKobo: 700_000,
      saleStartsAt: new Date(Date.now() - 2 * day),
      saleEndsAt: new Date(Date.now() - day),
    });
    const [header, ...rows] = await exported();
    const col = (name: string) => header!.indexOf(name);
    const priced = (code: string, price: string) => {
      const row = [...rows.find((r) => r[col('Code')] === code)!];
      row[col('Price (₦)')] = price;
      return row;
    };
    const refused = await sendImport([header!, priced(onSale.productId, '6500')]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      {
        row: 2,
        field: 'Price (₦)',
        message: expect.stringMatching(/above the product’s running sale price/),
      },
    ]);
    expect(await priceOf(onSale.productId)).toBe(950_000);

    const res = await sendImport([header!, priced(ended.productId, '6500')]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await priceOf(ended.productId)).toBe(650_000);
  });

  it('reports every bad row by row and column, and a real import of it writes nothing (400)', async () => {
    const [header] = await exported();
    const row = (cells: Record<string, string>) => header!.map((name) => cells[name] ?? '');
    const good = {
      Code: 'VML-001',
      Name: 'Velvet',
      'Full name': 'Velvet Matte',
      Category: 'makeup',
      'Price (₦)': '999',
    };
    const records = [
      header!,
      row(good),
      row({ ...good, Code: 'NEW-2', 'Price (₦)': 'ten', Image: 'held-serum.webp' }),
      row({ ...good, Code: 'NEW-3', Category: 'shoes', Image: 'held-serum.webp' }),
      row({ ...good, Code: 'NEW-4', Shades: 'Ruby|notacolour|2', Image: 'held-serum.webp' }),
      row({ ...good, Code: 'NEW-5' }),
      row({ ...good }),
      row({ ...good, Code: 'NEW-6', Image: 'nowhere.webp' }),
    ];
    const before = await productCount();
    const dry = await sendImport(records, '?dryRun=1');
    expect(dry.statusCode).toBe(200);
    const { errors } = dry.json() as { errors: { row: number; field: string; message: string }[] };
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'Price (₦)'],
      [4, 'Category'],
      [5, 'Shades'],
      [6, 'Image'],
      [7, 'Code'],
      [8, 'Image'],
    ]);
    expect(errors[0]!.message).toBe('price must be a positive number of naira');
    expect(errors[4]!.message).toBe('This code is already on row 2');
    expect(errors[5]!.message).toBe('Neither the zip of pictures nor the shop holds an image of that name');

    const res = await sendImport(records);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Nothing was imported: correct the rows listed and send the file again');
    expect(res.json().errors).toEqual(errors);
    expect(await productCount()).toBe(before);
    expect(await priceOf('VML-001')).not.toBe(99_900);
  });

  it('counts as updated only rows that change something: same values, trimmed or in other words, are unchanged', async () => {
    const [header, ...rows] = await exported();
    const col = (name: string) => header!.indexOf(name);
    const again = await sendImport([header!, ...rows], '?dryRun=1');
    expect(again.json()).toEqual({ created: 0, updated: 0, unchanged: rows.length, errors: [] });

    // The same product written differently: spaces the form trims, the price with kobo written.
    const same = rows.map((row) => [...row]);
    const lipstickRow = same.find((row) => row[col('Code')] === 'VML-001')!;
    lipstickRow[col('Name')] = `  ${lipstickRow[col('Name')]} `;
    lipstickRow[col('Price (₦)')] = `${lipstickRow[col('Price (₦)')]}.00`;
    const stillSame = await sendImport([header!, ...same], '?dryRun=1');
    expect(stillSame.json()).toEqual({ created: 0, updated: 0, unchanged: rows.length, errors: [] });

    const shaded = same.map((row) => [...row]);
    shaded.find((row) => row[col('Code')] === 'VML-001')![col('Shades')] += '7';
    const res = await sendImport([header!, ...shaded]);
    expect(res.json()).toEqual({ created: 0, updated: 1, unchanged: rows.length - 1, errors: [] });
    const after = await sendImport([header!, ...shaded], '?dryRun=1');
    expect(after.json()).toMatchObject({ updated: 0, unchanged: rows.length });
  });

  describe('bytes the shop cannot store', () => {
    async function sendBytes(bytes: Buffer, query = '?dryRun=1') {
      const body = await formBody({}, undefined, {
        file: { name: 'products.csv', type: 'text/csv', data: bytes },
      });
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/products/import${query}`,
        payload: body.payload,
        headers: { ...admin.auth, ...body.headers },
      });
    }
    async function fileWith(middle: Buffer) {
      const [header] = await exported();
      const cells: Record<string, string> = {
        Code: 'BYTES-1',
        Name: 'Shea Balm',
        'Full name': 'Shea Balm for dry lips',
        Category: 'skincare',
        'Price (₦)': '2500',
        Image: 'held-serum.webp',
        Description: 'first line\nsecond line',
      };
      const row = (code: string) =>
        csvRow(header!.map((name) => (name === 'Code' ? code : (cells[name] ?? ''))));
      // `middle` is in row 3's second cell, on the file's fourth line: row 2's description holds a
      // line break.
      return Buffer.concat([
        Buffer.from('\uFEFF' + csvRow(header!) + row('BYTES-1') + 'BYTES-2,Sh'),
        middle,
        Buffer.from(`ea Balm\r\n${row('BYTES-3')}`),
      ]);
    }

    it('refuses a file that is not UTF-8 with a 400 naming the row, and writes nothing', async () => {
      const before = await productCount();
      // "é" as Windows-1252 writes it: one byte that UTF-8 never has alone.
      for (const query of ['?dryRun=1', '']) {
        const res = await sendBytes(await fileWith(Buffer.from([0xe9])), query);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          message:
            'Row 3 holds characters that are not UTF-8: save the file as "CSV UTF-8" and send it again',
          field: 'file',
        });
      }
      // A lone surrogate written as UTF-8 (CESU) is no UTF-8 either.
      expect((await sendBytes(await fileWith(Buffer.from([0xed, 0xa0, 0x80])))).json().message).toMatch(
        /^Row 3 /,
      );
      expect(await productCount()).toBe(before);
      // Real UTF-8 (₦, Ọ) passes.
      expect((await sendBytes(await fileWith(Buffer.from('Ọ₦', 'utf8')))).statusCode).toBe(200);
    });

    it('refuses a NUL in a cell with a 400 naming row and column, and writes nothing', async () => {
      const [header] = await exported();
      const before = await productCount();
      const cells: Record<string, string> = {
        Code: 'NUL-1',
        Name: 'Shea\u0000Balm',
        'Full name': 'Shea Balm for dry lips',
        Category: 'skincare',
        'Price (₦)': '2500',
        Image: 'held-serum.webp',
      };
      const records = [header!, header!.map((name) => cells[name] ?? '')];
      for (const query of ['?dryRun=1', '']) {
        const res = await sendImport(records, query);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(
          'Row 2, column Name holds a NUL character, which a product cannot store: remove it and send the file again',
        );
      }
      expect(await productCount()).toBe(before);
    });

    it('refuses quoting no spreadsheet writes with a 400 naming the row, and writes nothing', async () => {
      const before = await productCount();
      // A quote never closed, text after a closing quote, a quote inside a cell not quoted.
      for (const middle of [',"Shea', ',"Shea" Balm', '"']) {
        for (const query of ['?dryRun=1', '']) {
          const res = await sendBytes(await fileWith(Buffer.from(middle)), query);
          expect(res.statusCode).toBe(400);
          expect(res.json()).toMatchObject({
            message:
              'Row 3 cannot be read as CSV: a quotation mark is out of place or never closed. Save the file as "CSV UTF-8" and send it again',
            field: 'file',
          });
        }
      }
      expect(await productCount()).toBe(before);
    });

    it('answers 413 past 50 MB or 100,000 rows, and reads nothing of it', async () => {
      const big = await sendBytes(Buffer.alloc(50 * 1024 * 1024 + 1, 0x61));
      expect(big.statusCode).toBe(413);
      expect(big.json().message).toBe('The file is larger than 50 MB: split it and import each part');
      const [header] = await exported();
      const line = csvRow(header!.map(() => 'x'));
      const many = await sendBytes(Buffer.from(csvRow(header!) + line.repeat(100_001)));
      expect(many.statusCode).toBe(413);
      expect(many.json().message).toBe('The file has more than 100,000 rows: split it and import each part');
    });
  });

  it('refuses a file without the export’s columns, and anyone but an admin', async () => {
    const missing = await sendImport(
      [
        ['Code', 'Name'],
        ['X-1', 'Lipstick'],
      ],
      '?dryRun=1',
    );
    expect(missing.statusCode).toBe(200);
    expect(missing.json().errors[0]).toMatchObject({ row: 1, field: 'Full name' });

    const [header] = await exported();
    expect((await sendImport([header!], '?dryRun=1', customer.auth)).statusCode).toBe(403);
  });

  describe('with a zip of pictures (the field "images")', () => {
    const picture = (background: string) =>
      sharp({ create: { width: 900, height: 600, channels: 3, background } })
        .png()
        .toBuffer();
    const imageCount = async () => (await t.db.select({ n: count() }).from(images))[0]!.n;
    const imageOf = async (code: string) =>
      (await t.db.select({ i: products.image }).from(products).where(eq(products.productId, code)))[0]?.i;

    async function newRow(code: string, image: string) {
      const [header] = await exported();
      const cells: Record<string, string> = {
        Code: code,
        Name: 'Shea Balm',
        'Full name': 'Shea Balm for dry lips',
        Category: 'skincare',
        'Price (₦)': '2500',
        Image: image,
      };
      return [header!, header!.map((name) => cells[name] ?? '')];
    }

    it('takes a new product’s picture from the zip, in a folder or not; the dry run stores nothing', async () => {
      const zip = zipFile([
        { path: 'shop photos/shea.png', data: await picture('#c8557a') },
        { path: 'unused.png', data: await picture('#222222') },
      ]);
      const records = await newRow('SHEA-1', 'shea.png');
      const images0 = await imageCount();

      const dry = await sendImport(records, '?dryRun=1', admin.auth, { images: zip });
      expect(dry.statusCode).toBe(200);
      expect(dry.json()).toEqual({ created: 1, updated: 0, unchanged: 0, errors: [] });
      expect(await imageCount()).toBe(images0);
      expect(await imageOf('SHEA-1')).toBeUndefined();

      const res = await sendImport(records, '', admin.auth, { images: zip });
      expect(res.statusCode).toBe(200);
      const stored = await imageOf('SHEA-1');
      expect(stored).toMatch(/\.webp$/);
      // Every width of the one picture named; the picture no row names is not kept.
      expect(await imageCount()).toBe(images0 + 3);
      const served = await t.app.inject({ url: `/api/images/${stored}` });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
    });

    it('names a row whose picture is neither in the zip nor held by the shop', async () => {
      const zip = zipFile([{ path: 'other.png', data: await picture('#c8557a') }]);
      const dry = await sendImport(await newRow('SHEA-2', 'shea-2.png'), '?dryRun=1', admin.auth, {
        images: zip,
      });
      expect(dry.json().errors).toEqual([
        {
          row: 2,
          field: 'Image',
          message: 'Neither the zip of pictures nor the shop holds an image of that name',
        },
      ]);
    });

    it('refuses a broken zip, or a named file that is no picture, naming the file, and writes nothing', async () => {
      const before = [await productCount(), await imageCount()];
      const broken = await sendImport(await newRow('SHEA-3', 'shea.png'), '?dryRun=1', admin.auth, {
        images: Buffer.from('PK this is not a zip'),
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().message).toBe(
        'The zip of pictures pictures.zip cannot be used: it is not a zip file',
      );

      const notPicture = zipFile([{ path: 'photos/shea.png', data: Buffer.from('name,price\n') }]);
      for (const query of ['?dryRun=1', '']) {
        const res = await sendImport(await newRow('SHEA-3', 'shea.png'), query, admin.auth, {
          images: notPicture,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(
          'The picture photos/shea.png in the zip cannot be used: The file is not an image we can read. Please upload a JPEG, PNG, WebP or GIF.',
        );
      }
      expect([await productCount(), await imageCount()]).toEqual(before);
    });

    it('refuses a zip bomb and a name climbing out of the zip’s folder, naming it, and writes nothing', async () => {
      const before = [await productCount(), await imageCount()];
      const shea = await picture('#c8557a');
      const refusals: [Buffer, string][] = [
        // 6 MB of nothing packs into a few kB, past the 5 MB a picture may have.
        [zipFile([{ path: 'shea.png', data: Buffer.alloc(6 * 2 ** 20) }]), 'shea.png is larger than 5 MB'],
        // The directory claims 100 bytes: it is not unpacked beyond them.
        [
          zipFile([{ path: 'shea.png', data: Buffer.alloc(3 * 2 ** 20), statedSize: 100 }]),
          'shea.png is damaged',
        ],
        [zipFile([{ path: '../shea.png', data: shea }]), "../shea.png points outside the zip's folder"],
        [zipFile([{ path: '/tmp/shea.png', data: shea }]), "/tmp/shea.png points outside the zip's folder"],
      ];
      for (const [zip, reason] of refusals) {
        for (const query of ['?dryRun=1', '']) {
          const res = await sendImport(await newRow('SHEA-4', 'shea.png'), query, admin.auth, {
            images: zip,
          });
          expect(res.statusCode).toBe(400);
          expect(res.json()).toMatchObject({
            message: `The zip of pictures pictures.zip cannot be used: ${reason}`,
            field: 'images',
          });
        }
      }
      expect([await productCount(), await imageCount()]).toEqual(before);
    });
  });
});
