import { Readable } from 'node:stream';
import { asc, gt, inArray } from 'drizzle-orm';
import { koboToNaira } from '@shop/shared/money';
import type { DbOrTx } from '../../db/client.ts';
import { colors, products } from '../../db/schema/index.ts';
import { CSV_BOM, csvRow } from './csv-cells.ts';

// GET /admin/products.csv: the whole catalogue, one product a line, by code.

export const PRODUCTS_CSV_HEADER = [
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
  // Shop by skin (decision 58): values separated by `|`, like `oily|combination`.
  'Skin types',
  'Concerns',
];

/**
 * Columns a file may leave out: added after files were first exported, so an older file still
 * imports, and its products keep what they have (a new product: not final sale).
 */
export const OPTIONAL_PRODUCT_COLUMNS = ['Final sale', 'Skin types', 'Concerns'];

const BATCH = 500;

type Shade = { name: string; code: string; stock: number | null };

/** Shades in one cell, in the shop's order: `Ruby Red|#9b111e|4;Cocoa|#5c3a21|` (no count: empty). */
const shadesCell = (shades: Shade[]) =>
  shades.map((shade) => [shade.name, shade.code, shade.stock ?? ''].join('|')).join(';');

async function* productBatches(db: DbOrTx) {
  let after: string | null = null;
  for (;;) {
    const rows = await db
      .select()
      .from(products)
      .where(after === null ? undefined : gt(products.productId, after))
      .orderBy(asc(products.productId))
      .limit(BATCH);
    if (rows.length === 0) return;
    const shades = await db
      .select({ productId: colors.productId, name: colors.name, code: colors.code, stock: colors.stock })
      .from(colors)
      .where(
        inArray(
          colors.productId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(colors.position), asc(colors.id));
    yield rows.map((row) => ({ ...row, shades: shades.filter((shade) => shade.productId === row.id) }));
    after = rows.at(-1)!.productId;
    if (rows.length < BATCH) return;
  }
}

export function productsCsvStream(db: DbOrTx): Readable {
  async function* lines() {
    yield CSV_BOM + csvRow(PRODUCTS_CSV_HEADER);
    for await (const batch of productBatches(db)) {
      yield batch
        .map((p) =>
          csvRow([
            p.productId,
            p.name,
            p.fullname,
            p.category,
            p.type,
            koboToNaira(p.priceKobo),
            p.stock,
            p.inStock ? 'yes' : 'no',
            p.description,
            shadesCell(p.shades),
            p.image,
            p.finalSale ? 'yes' : 'no',
            p.skinTypes.join('|'),
            p.concerns.join('|'),
          ]),
        )
        .join('');
    }
  }
  return Readable.from(lines());
}
