import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ProductPageProduct } from '@shop/shared/catalog/product-schemas';
import { products } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, createProduct } from '../../testing/factories.ts';
import { recordCatalogChange } from './catalog-change-log.ts';
import { refreshAlsoBought } from './also-bought-refresh.ts';

// "Customers also bought" (decision 62): counted from paid orders by the refresh, shown on the
// product page's answer, never the product itself nor one that cannot be bought now.

const t = await buildTestApp();

const page = async (code: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: `/api/product/products/${code}`, headers });
  return {
    res,
    product: res.statusCode === 200 ? res.json<{ product: ProductPageProduct }>().product : null,
  };
};
const alsoBought = async (code: string) =>
  ((await page(code)).product?.customersAlsoBought ?? []).map((p) => p.name);

const make = (name: string) => createProduct(t.db, { name, category: 'skincare' });
const line = (p: Awaited<ReturnType<typeof make>>) => ({
  id: p.id,
  productId: p.productId,
  name: p.name,
  priceKobo: p.priceKobo,
});

const serum = await make('Serum');
const toner = await make('Toner');
const cream = await make('Cream');
const mask = await make('Mask');
const lipstick = await make('Lipstick');

describe('customers also bought', () => {
  it('counts products bought together in paid orders only, most orders first, never the product itself', async () => {
    await createOrder(t.db, { status: 'paid', items: [line(serum), line(toner), line(cream)] });
    await createOrder(t.db, { status: 'delivered', items: [line(serum), line(toner), line(serum)] });
    await createOrder(t.db, { status: 'shipped', items: [line(serum), line(toner)] });
    await createOrder(t.db, { status: 'processing', items: [line(serum), line(cream)] });
    // Never paid or cancelled: not counted, however many.
    for (const status of ['pending', 'expired', 'cancelled', 'pay_on_delivery'] as const)
      await createOrder(t.db, { status, items: [line(serum), line(lipstick)] });
    await createOrder(t.db, { status: 'paid', items: [line(mask)] });

    expect(await alsoBought(serum.productId)).toEqual([]);
    await refreshAlsoBought(t.app);
    expect(await alsoBought(serum.productId)).toEqual(['Toner', 'Cream']);
    expect(await alsoBought(cream.productId)).toEqual(['Serum', 'Toner']);
    expect(await alsoBought(mask.productId)).toEqual([]);
    expect(await alsoBought(lipstick.productId)).toEqual([]);
  });

  it('leaves out a product out of stock at the time of asking, and shows it again once back', async () => {
    await t.db.update(products).set({ inStock: false }).where(eq(products.id, toner.id));
    await recordCatalogChange(t.db, [toner.id]);
    expect(await alsoBought(serum.productId)).toEqual(['Cream']);
    await t.db.update(products).set({ inStock: true }).where(eq(products.id, toner.id));
    await recordCatalogChange(t.db, [toner.id]);
    expect(await alsoBought(serum.productId)).toEqual(['Toner', 'Cream']);
  });

  it('picks up a new paid order at the next refresh, and the answer’s ETag changes with it', async () => {
    const before = await page(mask.productId);
    const etag = before.res.headers.etag as string;
    await createOrder(t.db, { status: 'paid', items: [line(mask), line(lipstick)] });
    // Until the refresh the answer stands, and a phone holding it gets a 304.
    expect((await page(mask.productId, { 'if-none-match': etag })).res.statusCode).toBe(304);

    await refreshAlsoBought(t.app);
    const after = await page(mask.productId, { 'if-none-match': etag });
    expect(after.res.statusCode).toBe(200);
    expect(after.product?.customersAlsoBought?.map((p) => p.name)).toEqual(['Lipstick']);
    // The cards are the listings' cards: no label.
    expect(after.product?.customersAlsoBought?.[0]).not.toHaveProperty('ingredients');

    // A refresh that counts the same keeps the answer (and its ETag).
    const etagNow = after.res.headers.etag as string;
    await refreshAlsoBought(t.app);
    expect((await page(mask.productId, { 'if-none-match': etagNow })).res.statusCode).toBe(304);
  });
});
