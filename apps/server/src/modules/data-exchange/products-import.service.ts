import { inArray } from 'drizzle-orm';
import { DUPLICATE_PRODUCT_CODE } from '@shop/shared/errors';
import { messages } from '@shop/shared/messages';
import { nairaToKobo } from '@shop/shared/money';
import type { Database, DbOrTx } from '../../db/client.ts';
import { images, products } from '../../db/schema/index.ts';
import { conflict } from '../../http-error.ts';
import { recordChange, type AuditActor } from '../audit/audit.service.ts';
import { recordCatalogChange } from '../catalog/catalog-change-log.ts';
import { storeEncodedImage } from '../images/image-store.ts';
import {
  insertProduct,
  isUniqueViolation,
  updateProduct as updateProductRow,
} from '../products/products.admin.repository.ts';
import { readCsv } from './csv-read.ts';
import { checkRows, type ImportError, type ImportRow } from './import-rows.ts';
import { encodeZipPictures, listZipPictures, type PictureZip } from './zip-pictures.ts';

// POST /admin/products/import: a products CSV applied whole or not at all (issue 26 part 3).

export type ImportResult = { created: number; updated: number; errors: ImportError[] };

/** Which codes the shop has (by code, any case as stored) and which of `names` it holds as images. */
async function lookups(db: DbOrTx, rows: ImportRow[], names: string[]) {
  const codes = rows.map((row) => row.code);
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

/**
 * Reads and checks the file (and the zip's pictures the rows name: a bad one is a 400 naming it);
 * with `dryRun` (or any error) nothing is written, pictures included. An import applied is one
 * audit entry with its counts (the actor: the signed-in staff member), in its transaction.
 */
export async function importProducts(
  db: Database,
  actor: AuditActor,
  csv: string,
  dryRun: boolean,
  zip?: PictureZip,
): Promise<ImportResult> {
  const { rows, errors } = checkRows(readCsv(csv));
  const pictures = listZipPictures(zip);
  const named = [...new Set(rows.map((row) => row.image).filter((name) => name !== ''))];
  const fromZip = named.filter((name) => pictures.has(name));
  const { idOfCode, imageNames } = await lookups(
    db,
    rows,
    named.filter((name) => !pictures.has(name)),
  );
  for (const row of rows) {
    if (row.image === '' && !idOfCode.has(row.code))
      errors.push({ row: row.row, field: 'Image', message: messages.dataExchange.imageRequired });
    if (row.image !== '' && !pictures.has(row.image) && !imageNames.has(row.image))
      errors.push({ row: row.row, field: 'Image', message: messages.dataExchange.imageUnknown });
  }
  errors.sort((a, b) => a.row - b.row);
  const created = rows.filter((row) => !idOfCode.has(row.code)).length;
  const result = { created, updated: rows.length - created, errors };
  // The dry run decodes the pictures too, so a bad one shows at the check, not at the import.
  if (errors.length > 0 && !dryRun) return result;
  const encoded = await encodeZipPictures(zip, pictures, fromZip);
  if (dryRun) return result;

  try {
    // The pictures are rows of the images table: a rollback takes them away with the products.
    await db.transaction(async (tx) => {
      const storedAs = new Map<string, string>();
      for (const [name, widths] of encoded) storedAs.set(name, await storeEncodedImage(tx, widths));
      const changed: string[] = [];
      for (const row of rows) {
        const { priceNaira, ...values } = row.values;
        const image = storedAs.get(row.image) ?? row.image;
        const fields = {
          ...values,
          priceKobo: nairaToKobo(priceNaira),
          ...(image !== '' && { image }),
        };
        const id = idOfCode.get(row.code);
        const product = id
          ? await updateProductRow(tx, id, fields, row.colors, row.shadeStock)
          : await insertProduct(tx, { ...fields, productId: row.code, image }, row.colors, row.shadeStock);
        changed.push(product._id);
      }
      await recordCatalogChange(tx, changed);
      await recordChange(tx, {
        actor,
        kind: 'products.imported',
        subject: { type: 'product', id: null },
        summary: `Imported products from a CSV file: ${result.created} created, ${result.updated} updated`,
        after: { created: result.created, updated: result.updated, pictures: encoded.size },
      });
    });
  } catch (error) {
    // Another admin added one of the codes meanwhile: nothing of the file was kept.
    if (isUniqueViolation(error)) throw conflict(messages.admin.duplicateProduct, DUPLICATE_PRODUCT_CODE);
    throw error;
  }
  return result;
}
