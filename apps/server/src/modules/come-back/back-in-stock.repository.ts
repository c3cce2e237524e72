import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { colors, products, stockNotifications } from '../../db/schema/index.ts';

// "In stock" as the shop shows it (catalog/product-answer.ts): the quantity when counted, the
// yes/no flag when not; a product whose shades are all counted and sold out is out of stock.
// Subqueries name the outer table in plain text: drizzle writes a lone table's columns unqualified,
// and an unqualified "id" inside them would be the shade's.
const productOnSale = sql`(case when ${products.stock} is null then ${products.inStock} else ${products.stock} > 0 end)`;
const shadesSoldOut = sql`(exists (select 1 from ${colors} s where s.product_id = products.id)
  and not exists (select 1 from ${colors} s where s.product_id = products.id and (s.stock is null or s.stock > 0)))`;
const shadeOnSale = sql`(case when ${colors.stock} is null then ${colors.inStock} else ${colors.stock} > 0 end)`;

/** What a "Notify me" request is about, read fresh from the database (not the catalogue's copy). */
export async function findNotifyTarget(db: DbOrTx, productCode: string, colorId: string | null) {
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      inStock: sql<boolean>`${productOnSale} and not ${shadesSoldOut}`,
      shades: sql<number>`(select count(*)::int from ${colors} s where s.product_id = products.id)`,
    })
    .from(products)
    .where(eq(products.productId, productCode));
  if (!product) return { kind: 'no product' } as const;
  if (colorId === null) return { kind: 'product', product } as const;
  const [shade] = await db
    .select({ id: colors.id, inStock: sql<boolean>`${shadeOnSale}` })
    .from(colors)
    .where(and(eq(colors.id, colorId), eq(colors.productId, product.id)));
  if (!shade) return { kind: 'no shade', product } as const;
  return { kind: 'shade', product, shade } as const;
}

/** Records the request; asking again while one is open changes nothing. */
export async function addStockNotification(
  db: DbOrTx,
  request: { productId: string; colorId: string | null; email: string },
): Promise<void> {
  await db.insert(stockNotifications).values(request).onConflictDoNothing();
}

/**
 * Claims open requests whose product or shade is on sale again and closes them, `SKIP LOCKED`,
 * so with several processes each request is taken by one; answers what the mails need.
 */
export async function claimBackInStock(tx: DbOrTx, batch: number, now: Date) {
  const backOnSale = sql`${productOnSale} and case when ${stockNotifications.colorId} is null
      then not ${shadesSoldOut} else coalesce(${shadeOnSale}, false) end`;
  const due = tx
    .select({ id: stockNotifications.id })
    .from(stockNotifications)
    .innerJoin(products, eq(products.id, stockNotifications.productId))
    .leftJoin(colors, eq(colors.id, stockNotifications.colorId))
    .where(and(isNull(stockNotifications.notifiedAt), backOnSale))
    .orderBy(asc(stockNotifications.id))
    .limit(batch)
    .for('update', { of: stockNotifications, skipLocked: true });
  const claimed = await tx
    .update(stockNotifications)
    .set({ notifiedAt: now })
    .where(and(inArray(stockNotifications.id, due), isNull(stockNotifications.notifiedAt)))
    .returning({
      id: stockNotifications.id,
      email: stockNotifications.email,
      productId: stockNotifications.productId,
      colorId: stockNotifications.colorId,
    });
  if (claimed.length === 0) return [];
  const productRows = await tx
    .select({ id: products.id, code: products.productId, name: products.name, image: products.image })
    .from(products)
    .where(inArray(products.id, [...new Set(claimed.map((c) => c.productId))]));
  const colorIds = claimed.flatMap((c) => (c.colorId ? [c.colorId] : []));
  const shadeRows = colorIds.length
    ? await tx
        .select({ id: colors.id, name: colors.name, image: colors.image })
        .from(colors)
        .where(inArray(colors.id, colorIds))
    : [];
  return claimed.map((c) => ({
    ...c,
    product: productRows.find((p) => p.id === c.productId)!,
    shade: shadeRows.find((s) => s.id === c.colorId) ?? null,
  }));
}
