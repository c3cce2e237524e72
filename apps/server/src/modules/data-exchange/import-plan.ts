import { asc, inArray } from 'drizzle-orm';
import { messages } from '@shop/shared/messages';
import { nairaToKobo } from '@shop/shared/money';
import type { DbOrTx } from '../../db/client.ts';
import { colors, images, products } from '../../db/schema/index.ts';
import type { ImportError, ImportRow } from './import-rows.ts';
import { turnTaker } from './take-turns.ts';

// What each checked row of an import would do to the shop: add a product, change one, or nothing
// at all (every value as the shop holds it already). Read a batch of rows at a time, so a file of
// 100,000 rows never binds more parameters than PostgreSQL takes (65,535) nor holds every stored
// product in memory at once.

/** Rows looked up per statement (one parameter each). */
const LOOKUP_BATCH = 1_000;

type StoredShade = typeof colors.$inferSelect;
type PlannedUpdate = { row: ImportRow; id: string; shades: StoredShade[] };
export type ImportPlan = {
  creates: ImportRow[];
  updates: PlannedUpdate[];
  unchanged: number;
  errors: ImportError[];
};

/** A row's quantity for a shade as the shade form reads it: by its code, else by its name. */
export function stockKeyOf(
  shade: { code: string; name: string },
  stock: ReadonlyMap<string, number | null>,
): string | undefined {
  return [shade.code.toLowerCase(), shade.name.toLowerCase()].find((key) => stock.has(key));
}

/**
 * True when applying the row would change something a shopper or the admin sees: a field (prices
 * compared in kobo, text as the form's rules trimmed it), the picture, or the shades (their order,
 * codes, names typed and quantities).
 */
function changes(
  row: ImportRow,
  image: string,
  stored: typeof products.$inferSelect,
  shades: readonly StoredShade[],
): boolean {
  const v = row.values;
  if (
    v.name !== stored.name ||
    v.fullname !== stored.fullname ||
    v.description !== stored.description ||
    v.category !== stored.category ||
    v.type !== stored.type ||
    nairaToKobo(v.priceNaira) !== stored.priceKobo ||
    v.inStock !== stored.inStock ||
    v.stock !== stored.stock ||
    (v.finalSale !== undefined && v.finalSale !== stored.finalSale) ||
    (image !== '' && image !== stored.image) ||
    (v.skinTypes !== undefined && v.skinTypes.join('|') !== stored.skinTypes.join('|')) ||
    (v.concerns !== undefined && v.concerns.join('|') !== stored.concerns.join('|'))
  )
    return true;
  if (row.colors.length !== shades.length) return true;
  return row.colors.some((shade, i) => {
    const old = shades[i]!;
    if (shade.code.toLowerCase() !== old.code.toLowerCase()) return true;
    if (shade.named && shade.name !== old.name) return true;
    const key = stockKeyOf(old, row.shadeStock);
    return key !== undefined && row.shadeStock.get(key) !== old.stock;
  });
}

/** A running sale's price the row's new price would not stay above (the form refuses it too). */
const saleAtOrAbove = (stored: typeof products.$inferSelect, row: ImportRow) =>
  stored.salePriceKobo !== null &&
  stored.saleEndsAt !== null &&
  stored.saleEndsAt.getTime() > Date.now() &&
  nairaToKobo(row.values.priceNaira) <= stored.salePriceKobo;

/**
 * Sorts the rows into new, changed and unchanged, and adds the rows whose picture cannot be found
 * to `errors`. `imageOf`: the picture a row names as the shop will store it ('' keeps the
 * product's); `inZip`: whether a name is one of the zip's pictures.
 */
export async function planImport(
  db: DbOrTx,
  rows: readonly ImportRow[],
  errors: ImportError[],
  imageOf: (row: ImportRow) => string,
  inZip: (name: string) => boolean,
): Promise<ImportPlan> {
  const plan: ImportPlan = { creates: [], updates: [], unchanged: 0, errors };
  const turn = turnTaker();
  for (let start = 0; start < rows.length; start += LOOKUP_BATCH) {
    const batch = rows.slice(start, start + LOOKUP_BATCH);
    const names = [...new Set(batch.map((row) => row.image).filter((name) => name !== '' && !inZip(name)))];
    const [stored, held] = await Promise.all([
      db
        .select()
        .from(products)
        .where(
          inArray(
            products.productId,
            batch.map((row) => row.code),
          ),
        ),
      names.length
        ? db.select({ name: images.filename }).from(images).where(inArray(images.filename, names))
        : [],
    ]);
    const shadeRows = stored.length
      ? await db
          .select()
          .from(colors)
          .where(
            inArray(
              colors.productId,
              stored.map((p) => p.id),
            ),
          )
          .orderBy(asc(colors.position), asc(colors.name))
      : [];
    const byCode = new Map(stored.map((p) => [p.productId, p]));
    const heldNames = new Set(held.map((h) => h.name));
    const shadesOf = new Map<string, StoredShade[]>();
    for (const shade of shadeRows)
      shadesOf.set(shade.productId, [...(shadesOf.get(shade.productId) ?? []), shade]);

    for (const row of batch) {
      await turn();
      const existing = byCode.get(row.code);
      if (row.image === '' && !existing)
        errors.push({ row: row.row, field: 'Image', message: messages.dataExchange.imageRequired });
      else if (row.image !== '' && !inZip(row.image) && !heldNames.has(row.image))
        errors.push({ row: row.row, field: 'Image', message: messages.dataExchange.imageUnknown });
      else if (!existing) plan.creates.push(row);
      else if (saleAtOrAbove(existing, row))
        errors.push({ row: row.row, field: 'Price (₦)', message: messages.dataExchange.belowSale });
      else {
        const shades = shadesOf.get(existing.id) ?? [];
        if (changes(row, imageOf(row), existing, shades)) plan.updates.push({ row, id: existing.id, shades });
        else plan.unchanged++;
      }
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return plan;
}
