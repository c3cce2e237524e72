import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '@shop/shared/catalog/product-schemas';
import { auditLog, products } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { adminProductForm } from '../../testing/admin-product-form.ts';
import { formBody } from '../../testing/form-body.ts';
import { csvRow } from '../data-exchange/csv-cells.ts';
import { readCsv } from '../data-exchange/csv-read.ts';

const t = await buildTestApp();
const admin = await createUser(t.db, { role: 'admin' });

const primer = {
  name: 'Pore Primer',
  fullname: 'Glow Naija Pore Primer',
  price: '6500',
  category: 'makeup',
  description: 'Opened, it cannot be sold again.',
};

const { add, edit } = adminProductForm(t, admin.auth);
const finalSaleOf = async (code: string) =>
  (await t.db.select({ f: products.finalSale }).from(products).where(eq(products.productId, code)))[0]?.f;

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

describe('a product marked final sale (cannot be returned)', () => {
  it('is saved from the admin form, unticked by an edit, kept by an edit that leaves it out, and audited', async () => {
    const res = await add({ ...primer, finalSale: 'true' });
    expect(res.statusCode).toBe(201);
    const made = res.json<{ product: AdminProduct }>().product;
    expect(made.finalSale).toBe(true);
    expect(await finalSaleOf(made.productId)).toBe(true);

    // Shoppers' answers carry no staff-only flag.
    const page = (await t.app.inject({ url: `/api/product/products/${made.productId}` })).json();
    expect(page.product).not.toHaveProperty('finalSale');

    expect((await edit(made.productId, { price: '6000' })).statusCode).toBe(200);
    expect(await finalSaleOf(made.productId)).toBe(true);

    const unticked = await edit(made.productId, { finalSale: 'false' });
    expect(unticked.json<{ product: AdminProduct }>().product.finalSale).toBe(false);
    expect(await finalSaleOf(made.productId)).toBe(false);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'product.updated'), eq(auditLog.subjectId, made._id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ before: { finalSale: true }, after: { finalSale: false } });
  });

  it('a new product is not final sale unless ticked; a bad value is refused naming the field', async () => {
    const plain = await add({ ...primer, name: 'Plain Primer' });
    expect(plain.json<{ product: AdminProduct }>().product.finalSale).toBe(false);
    const bad = await add({ ...primer, name: 'Odd Primer', finalSale: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'finalSale', message: 'finalSale must be yes or no' });
  });

  it('is a "Final sale" column of the products CSV, read back by the import', async () => {
    const made = (await add({ ...primer, name: 'CSV Primer', finalSale: 'true' })).json<{
      product: AdminProduct;
    }>().product;
    const [header, ...rows] = await exported();
    const col = (name: string) => header!.indexOf(name);
    expect(col('Final sale')).toBeGreaterThan(-1);
    const row = rows.find((r) => r[col('Code')] === made.productId)!;
    expect(row[col('Final sale')]).toBe('yes');

    row[col('Final sale')] = 'no';
    const res = await sendImport([header!, row]);
    expect(res.json()).toMatchObject({ updated: 1, errors: [] });
    expect(await finalSaleOf(made.productId)).toBe(false);

    row[col('Final sale')] = 'perhaps';
    const bad = await sendImport([header!, row]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ row: 2, field: 'Final sale' });
  });

  it('an older CSV without the column still imports: stored products keep theirs, new ones are not final sale', async () => {
    const made = (await add({ ...primer, name: 'Old CSV Primer', finalSale: 'true' })).json<{
      product: AdminProduct;
    }>().product;
    const [header, ...rows] = await exported();
    const keep = header!.map((name, i) => (name === 'Final sale' ? -1 : i)).filter((i) => i >= 0);
    const old = (record: string[]) => keep.map((i) => record[i]!);
    const row = rows.find((r) => r[header!.indexOf('Code')] === made.productId)!;
    row[header!.indexOf('Price (₦)')] = '7000';
    const added = [...row];
    added[header!.indexOf('Code')] = 'OLD-CSV-NEW';

    const res = await sendImport([old(header!), old(row), old(added)]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, updated: 1, errors: [] });
    expect(await finalSaleOf(made.productId)).toBe(true);
    expect(await finalSaleOf('OLD-CSV-NEW')).toBe(false);
  });
});
