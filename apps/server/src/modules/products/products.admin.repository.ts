import { asc, eq, like, or } from 'drizzle-orm';
import type { AdminProduct, Category } from '@shop/shared/catalog/product-schemas';
import type { ColorInput } from '@shop/shared/admin/color-values';
import { isUuid } from '@shop/shared/admin/admin-schemas';
import type { DbOrTx } from '../../db/client.ts';
import { colors, products } from '../../db/schema/index.ts';
import { badRequest } from '../../http-error.ts';
import { adminProduct } from '../catalog/product-answer.ts';

type ProductRow = typeof products.$inferSelect;
type ColorRow = typeof colors.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const toProduct = (row: ProductRow, colorRows: readonly ColorRow[]): AdminProduct =>
  adminProduct(row, colorRows);

/** Shade quantities by lower-cased code or name; a key naming no shade of the product is refused. */
async function setShadeStock(
  tx: DbOrTx,
  shades: readonly ColorRow[],
  stock: ReadonlyMap<string, number | null>,
): Promise<ColorRow[]> {
  const used = new Set<string>();
  const result: ColorRow[] = [];
  for (const shade of shades) {
    const key = [shade.code.toLowerCase(), shade.name.toLowerCase()].find((k) => stock.has(k));
    if (key === undefined) {
      result.push(shade);
      continue;
    }
    used.add(key);
    const [row] = await tx
      .update(colors)
      .set({ stock: stock.get(key)! })
      .where(eq(colors.id, shade.id))
      .returning();
    result.push(row!);
  }
  const unknown = [...stock.keys()].find((k) => !used.has(k));
  if (unknown !== undefined)
    throw badRequest(`colorStock: "${unknown}" is not one of the product's colours`, 'colorStock');
  return result;
}

/** By `_id` (uuid) or by the `productId` code; a non-uuid never reaches the uuid column. */
export async function findProductRow(db: DbOrTx, idOrCode: string): Promise<ProductRow | undefined> {
  const where = isUuid(idOrCode)
    ? or(eq(products.id, idOrCode), eq(products.productId, idOrCode))
    : eq(products.productId, idOrCode);
  const [row] = await db.select().from(products).where(where).limit(1);
  return row;
}

const PREFIX: Record<Category, string> = { makeup: 'GN-MU-', skincare: 'GN-SK-' };

/** The next free code of the category (GN-MU-027 after GN-MU-026); a race ends in the unique index. */
export async function nextProductCode(db: DbOrTx, category: Category): Promise<string> {
  const prefix = PREFIX[category];
  const rows = await db
    .select({ productId: products.productId })
    .from(products)
    .where(like(products.productId, `${prefix}%`));
  const numbers = rows.map((r) => Number(r.productId.slice(prefix.length))).filter(Number.isInteger);
  const next = Math.max(0, ...numbers) + 1;
  return `${prefix}${String(next).padStart(3, '0')}`;
}

export async function insertProduct(
  tx: DbOrTx,
  values: ProductValues,
  colorList: readonly (ColorInput & { image?: string | null })[],
  shadeStock: ReadonlyMap<string, number | null> | undefined,
) {
  const [row] = await tx.insert(products).values(values).returning();
  const colorRows = colorList.length
    ? await tx
        .insert(colors)
        .values(colorList.map((c, position) => ({ ...c, position, productId: row!.id })))
        .returning()
    : [];
  return toProduct(row!, shadeStock ? await setShadeStock(tx, colorRows, shadeStock) : colorRows);
}

/** Updates the fields given; a colour list replaces the colours, keeping the ids of codes kept. */
export async function updateProduct(
  tx: DbOrTx,
  id: string,
  patch: Partial<ProductValues>,
  colorList: readonly ColorInput[] | undefined,
  shadeStock: ReadonlyMap<string, number | null> | undefined,
) {
  const [row] = await tx
    .update(products)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  if (colorList) await replaceColors(tx, id, colorList);
  const colorRows = await tx
    .select()
    .from(colors)
    .where(eq(colors.productId, id))
    .orderBy(asc(colors.position));
  return toProduct(row!, shadeStock ? await setShadeStock(tx, colorRows, shadeStock) : colorRows);
}

async function replaceColors(tx: DbOrTx, productUuid: string, colorList: readonly ColorInput[]) {
  const existing = await tx.select().from(colors).where(eq(colors.productId, productUuid));
  const byCode = new Map(existing.map((c) => [c.code.toLowerCase(), c]));
  const kept = new Set<string>();
  for (const [position, c] of colorList.entries()) {
    const old = byCode.get(c.code);
    if (old && !kept.has(old.id)) {
      // Same colour as before: its id stays, so carts holding it keep working, and so does its
      // name unless the admin typed a new one (codes alone never turn "Espresso" into a guess).
      kept.add(old.id);
      await tx
        .update(colors)
        .set({ position, ...(c.named && { name: c.name }) })
        .where(eq(colors.id, old.id));
    } else {
      await tx.insert(colors).values({ ...c, position, productId: productUuid });
    }
  }
  for (const c of existing) if (!kept.has(c.id)) await tx.delete(colors).where(eq(colors.id, c.id));
}

/** A shade's own picture (a stored image name). */
export async function setShadeImage(tx: DbOrTx, colorId: string, image: string): Promise<void> {
  await tx.update(colors).set({ image }).where(eq(colors.id, colorId));
}

export async function deleteProductRow(tx: DbOrTx, id: string): Promise<boolean> {
  const rows = await tx.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}

/** PostgreSQL's unique violation (23505), also when the driver error is wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}
