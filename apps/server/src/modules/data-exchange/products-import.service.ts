import { DUPLICATE_PRODUCT_CODE } from '@shop/shared/errors';
import { messages } from '@shop/shared/messages';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../http-error.ts';
import { recordChange, type AuditActor } from '../audit/audit.service.ts';
import { recordCatalogChange } from '../catalog/catalog-change-log.ts';
import { encodedImageName, storeEncodedImage } from '../images/image-store.ts';
import { isUniqueViolation } from '../products/products.admin.repository.ts';
import { readCsvFile } from './csv-file.ts';
import { planImport } from './import-plan.ts';
import { checkRows, type ImportError, type ImportRow } from './import-rows.ts';
import { writeImportPlan } from './import-write.ts';
import { encodeZipPictures, listZipPictures, type PictureZip } from './zip-pictures.ts';

// POST /admin/products/import: a products CSV applied whole or not at all (decisions 38 and 46).

/** `updated` counts only rows that change something; rows as the shop has them are `unchanged`. */
export type ImportResult = { created: number; updated: number; unchanged: number; errors: ImportError[] };

/**
 * Up to this many products changed are told to the catalogue by id; more, and it reloads whole
 * (one read instead of a list of ids longer than a statement may bind).
 */
const CATALOG_CHANGE_BY_ID_MAX = 1_000;

/**
 * Reads and checks the whole file first (and the zip's pictures the rows name: a bad one is a 400
 * naming it), then, unless `dryRun` or any row has an error, writes it in one transaction, a
 * batch of rows per statement: a failure anywhere leaves the shop as it was. An import applied is
 * one audit entry with its counts (the actor: the signed-in staff member).
 */
export async function importProducts(
  db: Database,
  actor: AuditActor,
  file: Uint8Array,
  dryRun: boolean,
  zip?: PictureZip,
): Promise<ImportResult> {
  const { rows, errors } = await checkRows(await readCsvFile(file));
  const pictures = await listZipPictures(zip);
  // The dry run decodes the pictures too, so a bad one shows at the check, not at the import.
  const encoded = await encodeZipPictures(
    zip,
    pictures,
    rows.map((row) => row.image).filter((name) => pictures.has(name)),
  );
  const storedName = new Map([...encoded].map(([name, widths]) => [name, encodedImageName(widths)]));
  const imageOf = (row: ImportRow) => storedName.get(row.image) ?? row.image;
  const plan = await planImport(db, rows, errors, imageOf, (name) => pictures.has(name));
  const result = {
    created: plan.creates.length,
    updated: plan.updates.length,
    unchanged: plan.unchanged,
    errors,
  };
  if (dryRun || errors.length > 0 || plan.creates.length + plan.updates.length === 0) return result;

  try {
    await db.transaction(async (tx) => {
      // The pictures are rows of the images table: a rollback takes them away with the products.
      const used = new Set([...plan.creates, ...plan.updates.map((u) => u.row)].map((row) => row.image));
      for (const [name, widths] of encoded) if (used.has(name)) await storeEncodedImage(tx, widths);
      const changed = await writeImportPlan(tx, plan, imageOf);
      await recordCatalogChange(tx, changed.length > CATALOG_CHANGE_BY_ID_MAX ? 'all' : changed);
      await recordChange(tx, {
        actor,
        kind: 'products.imported',
        subject: { type: 'product', id: null },
        summary: `Imported products from a CSV file: ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged`,
        after: {
          created: result.created,
          updated: result.updated,
          unchanged: result.unchanged,
          pictures: encoded.size,
        },
      });
    });
  } catch (error) {
    // Another admin added one of the codes meanwhile: nothing of the file was kept.
    if (isUniqueViolation(error)) throw conflict(messages.admin.duplicateProduct, DUPLICATE_PRODUCT_CODE);
    throw error;
  }
  return result;
}
