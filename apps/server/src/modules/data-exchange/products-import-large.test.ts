import { count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { colors, images, products } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { formBody } from '../../testing/form-body.ts';
import { csvRow } from './csv-cells.ts';
import { PRODUCTS_CSV_HEADER } from './products-csv.ts';

// Past PostgreSQL's 65,535 bound parameters a statement: the file that once answered 500.
// (bench/data-exchange.mjs imports 100,000 rows and measures the storefront meanwhile.)
const ROWS = 70_000;

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });
await t.db
  .insert(images)
  .values({ filename: 'bulk.webp', contentType: 'image/webp', width: 64, bytes: Buffer.from('webp') });

function bulkFile(): Buffer {
  const lines = [csvRow(PRODUCTS_CSV_HEADER)];
  for (let i = 0; i < ROWS; i++) {
    const n = String(i).padStart(6, '0');
    const cells: Record<string, string | number> = {
      Code: `BULK-${n}`,
      Name: `Bulk Lip ${n}`,
      'Full name': `Bulk Lip ${n}, satin finish`,
      Category: 'makeup',
      'Price (₦)': 1000 + (i % 500),
      'In stock': 'yes',
      Description: 'A satin lip colour',
      Shades: i % 10 === 0 ? 'Ruby|#9b111e|4;Cocoa|#5c3a21|' : '',
      Image: 'bulk.webp',
    };
    lines.push(csvRow(PRODUCTS_CSV_HEADER.map((name) => cells[name] ?? '')));
  }
  return Buffer.from('\uFEFF' + lines.join(''));
}

async function sendImport(file: Buffer, query = '') {
  const body = await formBody({}, undefined, {
    file: { name: 'products.csv', type: 'text/csv', data: file },
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import${query}`,
    payload: body.payload,
    headers: { ...admin.auth, ...body.headers },
  });
}

const bulkCount = async () =>
  (await t.db.select({ n: count() }).from(products).where(like(products.productId, 'BULK-%')))[0]!.n;

describe('a products import of 70,000 rows', () => {
  it('checks and imports the whole file, every row with its shades', async () => {
    const file = bulkFile();
    const dry = await sendImport(file, '?dryRun=1');
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toEqual({ created: ROWS, updated: 0, unchanged: 0, errors: [] });
    expect(await bulkCount()).toBe(0);

    const res = await sendImport(file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ created: ROWS, updated: 0, unchanged: 0, errors: [] });
    expect(await bulkCount()).toBe(ROWS);
    const [last] = await t.db
      .select({ id: products.id, price: products.priceKobo })
      .from(products)
      .where(eq(products.productId, `BULK-${String(ROWS - 10).padStart(6, '0')}`));
    expect(last!.price).toBe((1000 + ((ROWS - 10) % 500)) * 100);
    const shades = await t.db
      .select({ name: colors.name, stock: colors.stock })
      .from(colors)
      .where(eq(colors.productId, last!.id))
      .orderBy(colors.position);
    expect(shades).toEqual([
      { name: 'Ruby', stock: 4 },
      { name: 'Cocoa', stock: null },
    ]);

    // Checked again, the file changes nothing: every row is looked up, in batches.
    const again = await sendImport(file, '?dryRun=1');
    expect(again.json()).toEqual({ created: 0, updated: 0, unchanged: ROWS, errors: [] });
  }, 300_000);
});
