import { and, asc, count, desc, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AdminProduct } from '@shop/shared/catalog/product-schemas';
import { ADMIN_PRODUCT_SEARCH_FIELDS } from '@shop/shared/catalog/search';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { colors, products } from '../../db/schema/index.ts';
import { adminProduct } from '../catalog/product-answer.ts';
import { withRoutine } from '../routines/routine-answer.ts';
import { readRoutineParts } from '../routines/routine-parts.repository.ts';

export type AdminProductPageFilter = {
  q?: string | undefined;
  /** Only products at or under this level (or with a shade that is); null: every product. */
  lowStockLevel: number | null;
  limit: number;
  offset: number;
};

/** The admin's search fields (name, full name) hold `q` in any case; low stock: the product or a shade counted at or under the level. */
function pageWhere(filter: AdminProductPageFilter): SQL | undefined {
  const q = filter.q?.trim();
  return and(
    q ? or(...ADMIN_PRODUCT_SEARCH_FIELDS.map((f) => ilike(products[f], containsPattern(q)))) : undefined,
    filter.lowStockLevel !== null
      ? or(
          lte(products.stock, filter.lowStockLevel),
          sql`exists (select 1 from ${colors} where ${colors.productId} = ${products.id} and ${colors.stock} <= ${filter.lowStockLevel})`,
        )
      : undefined,
  );
}

/**
 * One page of the admin's products, newest first (the order of the whole list), with quantities
 * and colours; `total` counts every match.
 */
export async function findAdminProductPage(
  db: DbOrTx,
  filter: AdminProductPageFilter,
): Promise<{ products: AdminProduct[]; total: number }> {
  const where = pageWhere(filter);
  const [rows, [matching]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), asc(products.productId))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  const colorRows = rows.length
    ? await db
        .select()
        .from(colors)
        .where(
          inArray(
            colors.productId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(colors.position), asc(colors.name))
    : [];
  // A routine's steps and its stock, which is its parts' (decision 60).
  const partsOf = await readRoutineParts(
    db,
    rows.map((r) => r.id),
  );
  return {
    products: rows.map((row) =>
      withRoutine(
        adminProduct(
          row,
          colorRows.filter((c) => c.productId === row.id),
        ),
        partsOf.get(row.id),
      ),
    ),
    total: matching?.n ?? 0,
  };
}
