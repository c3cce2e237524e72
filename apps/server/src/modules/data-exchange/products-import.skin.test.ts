import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { images, products } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createProduct, createUser } from '../../testing/factories.ts';
import { formBody } from '../../testing/form-body.ts';
import { csvRow } from './csv-cells.ts';
import { readCsv } from './csv-read.ts';

// The products CSV carries the skin types and concerns (decision 58) as `oily|combination`; a file
// written before those columns existed still imports and leaves the products' lists alone.

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });
await t.db
  .insert(images)
  .values({ filename: 'held-gel.webp', contentType: 'image/webp', width: 64, bytes: Buffer.from('webp') });
await createProduct(t.db, {
  productId: 'GEL-001',
  name: 'Oil-Control Gel',
  category: 'skincare',
  image: 'held-gel.webp',
  skinTypes: ['oily', 'combination'],
  concerns: ['acne'],
});

async function exported(): Promise<string[][]> {
  const res = await t.app.inject({ url: '/api/admin/products.csv', headers: admin.auth });
  expect(res.statusCode).toBe(200);
  return readCsv(res.body);
}

async function sendImport(records: string[][]) {
  const csv = '\uFEFF' + records.map((record) => csvRow(record)).join('');
  const body = await formBody({}, undefined, {
    file: { name: 'products.csv', type: 'text/csv', data: Buffer.from(csv) },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/products/import',
    payload: body.payload,
    headers: { ...admin.auth, ...body.headers },
  });
}

const skinOf = async (code: string) =>
  (
    await t.db
      .select({ skinTypes: products.skinTypes, concerns: products.concerns })
      .from(products)
      .where(eq(products.productId, code))
  )[0];

describe('skin types and concerns in the products CSV', () => {
  it('round-trips: exported as columns, edited in the file, imported back', async () => {
    const [header, ...rows] = await exported();
    const col = (name: string) => header!.indexOf(name);
    const gel = rows.find((row) => row[col('Code')] === 'GEL-001')!;
    expect([gel[col('Skin types')], gel[col('Concerns')]]).toEqual(['oily|combination', 'acne']);

    gel[col('Concerns')] = 'Acne | dullness';
    const res = await sendImport([header!, gel]);
    expect(res.json()).toMatchObject({ updated: 1, errors: [] });
    expect(await skinOf('GEL-001')).toEqual({
      skinTypes: ['oily', 'combination'],
      concerns: ['acne', 'dullness'],
    });
  });

  it('imports an older file without the columns: products keep their lists, new ones have none', async () => {
    const [header, ...rows] = await exported();
    const keep = header!.map((_, i) => i).filter((i) => !['Skin types', 'Concerns'].includes(header![i]!));
    const old = (record: string[]) => keep.map((i) => record[i]!);
    const col = (name: string) => old(header!).indexOf(name);
    const gel = old(rows.find((row) => row[header!.indexOf('Code')] === 'GEL-001')!);
    gel[col('Price (₦)')] = '9900';
    const added = [...gel];
    added[col('Code')] = 'GEL-002';
    const res = await sendImport([old(header!), gel, added]);
    expect(res.json()).toMatchObject({ created: 1, updated: 1, errors: [] });
    expect(await skinOf('GEL-001')).toEqual({
      skinTypes: ['oily', 'combination'],
      concerns: ['acne', 'dullness'],
    });
    expect(await skinOf('GEL-002')).toEqual({ skinTypes: [], concerns: [] });
  });

  it('names the row and column of a value outside the lists, and writes nothing', async () => {
    const [header, ...rows] = await exported();
    const col = (name: string) => header!.indexOf(name);
    const gel = rows.find((row) => row[col('Code')] === 'GEL-001')!;
    gel[col('Skin types')] = 'oily|greasy';
    const res = await sendImport([header!, gel]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        row: 2,
        field: 'Skin types',
        message: 'skinTypes must be among oily, dry, combination, normal, sensitive',
      },
    ]);
    expect((await skinOf('GEL-001'))!.skinTypes).toEqual(['oily', 'combination']);
  });
});
