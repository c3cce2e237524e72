import { inArray } from 'drizzle-orm';
import { DUPLICATE_PRODUCT_CODE } from '@shop/shared/errors';
import { messages } from '@shop/shared/messages';
import { nairaToKobo } from '@shop/shared/money';
import type { Database, DbOrTx } from '../../db/client.ts';
import { images, products } from '../../db/schema/index.ts';
import { conflict } from '../../http-error.ts';
import { recordCatalogChange } from '../catalog/catalog-change-log.ts';
import {
  insertProduct,
  isUniqueViolation,
  updateProduct as updateProductRow,
} from '../products/products.admin.repository.ts';
import { readCsv } from './csv-read.ts';
import { checkRows, type ImportError, type ImportRow } from './import-rows.ts';

// POST /admin/products/import: a products CSV applied whole or not at all (issue 26 part 3).

export type ImportResult = { created: number; updated: number; errors: ImportError[] };

/** Which codes the shop has (by code, any case as stored) and which image names it holds. */
async function lookups(db: DbOrTx, rows: ImportRow[]) {
  const codes = rows.map((row) => row.code);
  const names = [...new Set(rows.map((row) => row.image).filter((name) => name !== ''))];
  const [existing, stored] = await Promise.all([
    codes.length
      ? db
          .select({ id: products.id, code: products.productId })
          .from(products)
          .where(inArray(products.productId, codes))
      : [],
    names.length
      ? db.select({ name: images.filename }).from(images).where(inArray(images.filename, names))
      : [],
  ]);
  return {
    idOfCode: new Map(existing.map((row) => [row.code, row.id])),
    imageNames: new Set(stored.map((row) => row.name)),
  };
}

/** Reads and checks the file; with `dryRun` (or any error) nothing is written. */
export async function importProducts(db: Database, csv: string, dryRun: boolean): Promise<ImportResult> {
  const { rows, errors } = checkRows(readCsv(csv));
  const { idOfCode, imageNames } = await lookups(db, rows);
  for (const row of rows) {
    if (row.image === '' && !idOfCode.has(row.code))
      errors.push({ row: row.row, field: 'Image', message: messages.dataExchange.imageRequired });
    if (row.image !== '' && !imageNames.has(row.image))
      errors.push({ row: row.row, field: 'Image', message: messages.dataExchange.imageUnknown });
  }
  errors.sort((a, b) => a.row - b.row);
  const created = rows.filter((row) => !idOfCode.has(row.code)).length;
  const result = { created, updated: rows.length - created, errors };
  if (dryRun || errors.length > 0) return result;

  try {
    await db.transaction(async (tx) => {
      const changed: string[] = [];
      for (const row of rows) {
        const { priceNaira, ...values } = row.values;
        const fields = {
          ...values,
          priceKobo: nairaToKobo(priceNaira),
          ...(row.image !== '' && { image: row.image }),
        };
        const id = idOfCode.get(row.code);
        const product = id
          ? await updateProductRow(tx, id, fields, row.colors, row.shadeStock)
          : await insertProduct(
              tx,
              { ...fields, productId: row.code, image: row.image },
              row.colors,
              row.shadeStock,
            );
        changed.push(product._id);
      }
      await recordCatalogChange(tx, changed);
    });
  } catch (error) {
    // Another admin added one of the codes meanwhile: nothing of the file was kept.
    if (isUniqueViolation(error)) throw conflict(messages.admin.duplicateProduct, DUPLICATE_PRODUCT_CODE);
    throw error;
  }
  return result;
}
