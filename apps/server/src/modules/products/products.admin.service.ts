import type { z } from 'zod';
import { ProductCreateFieldsSchema, ProductUpdateFieldsSchema } from '@shop/shared/admin/product-fields';
import { colorsFromJson, colorsFromText, type ColorInput } from '@shop/shared/admin/color-values';
import { colorStockFromJson } from '@shop/shared/admin/color-stock';
import type { AdminProduct } from '@shop/shared/catalog/product-schemas';
import { typeOutsideCategory } from '@shop/shared/catalog/product-types';
import { DUPLICATE_PRODUCT_CODE } from '@shop/shared/errors';
import { messages } from '@shop/shared/messages';
import { nairaToKobo } from '@shop/shared/money';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http-error.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { recordCatalogChange } from '../catalog/catalog-change-log.ts';
import { pairedBy } from '../catalog/catalog-pairings.ts';
import { storeImage } from '../images/image-store.ts';
import type { ProductForm } from './products.admin.form.ts';
import { checkIngredients } from './products.ingredients.ts';
import { saleColumns } from './products.sale.ts';
import { readRoutinePartsField, saveRoutineParts, withRoutineOf } from '../routines/routine-form.ts';
import { routinesUsing } from '../routines/routine-parts.repository.ts';
import { checkPairings, savePairings } from './products.pairings.ts';
import { applyShadeMapping, readShadeMapping } from './products.shade-mapping.ts';
import { applyShadeImages, checkShadeKeys, shadeImageOf, storeShadeImages } from './products.shade-images.ts';
import {
  readAdminProduct,
  recordProductCreated,
  recordProductDeleted,
  recordProductUpdated,
} from './products.audit.ts';
import {
  deleteProductRow,
  findProductRow,
  insertProduct,
  isUniqueViolation,
  nextProductCode,
  updateProduct as updateProductRow,
} from './products.admin.repository.ts';

/** A product code the admin may choose (the add form, the CSV import). */
export const PRODUCT_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{1,39}$/;

function parsed<T>(result: z.ZodSafeParseResult<T>): T {
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw badRequest(issue.message, String(issue.path[0] ?? ''));
}

/** A type of the other category (or a kept type after a change of category) is refused. */
function checkType(category: AdminProduct['category'], type: string | null): void {
  const problem = typeOutsideCategory(category, type);
  if (problem !== null) throw badRequest(problem, 'type');
}

function colorsOrThrow(result: ReturnType<typeof colorsFromText>): ColorInput[] {
  if (!result.ok) throw badRequest(result.message, 'arrayColors');
  return result.colors;
}

function shadeStockOf(form: ProductForm): Map<string, number | null> | undefined {
  if (form.colorStock === undefined) return undefined;
  const result = colorStockFromJson(form.colorStock);
  if (!result.ok) throw badRequest(result.message, 'colorStock');
  return result.stock;
}

/**
 * The add form: every field checked, the image decoded and stored, all in one transaction, with
 * its audit entry (the actor is the signed-in staff member).
 */
export async function createProduct(
  db: Database,
  actor: AuditActor,
  form: ProductForm,
): Promise<AdminProduct> {
  const { productId } = form;
  const fields = parsed(ProductCreateFieldsSchema.safeParse(form.fields));
  checkType(fields.category, fields.type ?? null);
  checkIngredients(fields.ingredients, fields.confirmUnsafeIngredients ?? false);
  const sale = saleColumns(fields, null);
  const routine = readRoutinePartsField(form.routineParts);
  if (productId !== undefined && !PRODUCT_CODE.test(productId)) {
    throw badRequest('productId may hold letters, digits, - and _ only (2 to 40)', 'productId');
  }
  // The add form sends one JSON text; several values are read as the edit form's plain text.
  const colorList =
    form.colors === undefined || form.colors.every((c) => c.trim() === '')
      ? []
      : colorsOrThrow(
          form.colors.length === 1 ? colorsFromJson(form.colors[0]!) : colorsFromText(form.colors),
        );
  const shadeStock = shadeStockOf(form);
  const shadeMapping = readShadeMapping(form.colorShades);
  if (!form.image) throw badRequest('Please choose an image for the product', 'image');
  const image = form.image;
  checkShadeKeys(form.colorImages?.keys() ?? [], colorList);
  try {
    return await db.transaction(async (tx) => {
      const stored = await storeImage(tx, image);
      const shadeImages = await storeShadeImages(tx, form.colorImages);
      const inserted = await insertProduct(
        tx,
        {
          productId: productId ?? (await nextProductCode(tx, fields.category)),
          name: fields.name,
          fullname: fields.fullname,
          description: fields.description,
          category: fields.category,
          type: fields.type ?? null,
          priceKobo: nairaToKobo(fields.price),
          inStock: fields.inStock,
          // A routine's stock is its parts' (decision 60).
          stock: routine ? null : (fields.stock ?? null),
          ingredients: fields.ingredients,
          nafdacNumber: fields.nafdacNumber ?? null,
          finalSale: fields.finalSale,
          ...sale,
          skinTypes: fields.skinTypes,
          concerns: fields.concerns,
          image: stored,
        },
        colorList.map((c) => ({ ...c, image: shadeImageOf(c, shadeImages) ?? null })),
        shadeStock,
      );
      if (routine) await saveRoutineParts(tx, inserted, routine);
      const mapped = await withRoutineOf(tx, await applyShadeMapping(tx, inserted, shadeMapping));
      const pairs = await checkPairings(tx, form.pairsWellWith ?? '', null);
      const product = { ...mapped, pairsWellWith: await savePairings(tx, mapped._id, pairs) };
      await recordCatalogChange(tx, [product._id]);
      await recordProductCreated(tx, actor, product);
      return product;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.admin.duplicateProduct, DUPLICATE_PRODUCT_CODE);
    throw error;
  }
}

/** The edit form: only the fields sent change; colours are plain text values. */
export async function updateProduct(
  db: Database,
  actor: AuditActor,
  idOrCode: string,
  form: ProductForm,
): Promise<AdminProduct> {
  const fields = parsed(ProductUpdateFieldsSchema.safeParse(form.fields));
  const colorList = form.colors === undefined ? undefined : colorsOrThrow(colorsFromText(form.colors));
  const shadeStock = shadeStockOf(form);
  const shadeMapping = readShadeMapping(form.colorShades);
  const routine = readRoutinePartsField(form.routineParts);
  return db.transaction(async (tx) => {
    const row = await findProductRow(tx, idOrCode);
    if (!row) throw notFound(messages.catalog.productNotFound);
    const before = await readAdminProduct(tx, row);
    if (routine) await saveRoutineParts(tx, { _id: row.id, name: row.name }, routine);
    const isRoutine = Boolean(routine ?? before.routine);
    checkType(fields.category ?? row.category, fields.type === undefined ? row.type : fields.type);
    // Only a changed list is checked: one saved (and confirmed) before is not asked about again.
    if (fields.ingredients !== undefined && fields.ingredients !== row.ingredients)
      checkIngredients(fields.ingredients, fields.confirmUnsafeIngredients ?? false);
    const image = form.image ? await storeImage(tx, form.image) : undefined;
    const shadeImages = await storeShadeImages(tx, form.colorImages);
    const { price, confirmUnsafeIngredients: _confirmed, salePrice: _sp, saleEndsAt: _se, ...rest } = fields;
    const sale = saleColumns(fields, row);
    const patch = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
    const updated = await updateProductRow(
      tx,
      row.id,
      {
        ...patch,
        // A routine's stock is its parts' (decision 60): never one of its own.
        ...(isRoutine && { stock: null }),
        ...sale,
        ...(price !== undefined && { priceKobo: nairaToKobo(price) }),
        ...(image && { image }),
      },
      colorList,
      shadeStock,
    );
    // Kept colours keep their pictures; a `colorImage:` file replaces the matching one's.
    const mapped = await withRoutineOf(
      tx,
      await applyShadeMapping(tx, await applyShadeImages(tx, updated, shadeImages), shadeMapping),
    );
    // Absent from the form: the list stays; sent (even empty): it is the new list.
    const pairsWellWith =
      form.pairsWellWith === undefined
        ? before.pairsWellWith
        : await savePairings(tx, row.id, await checkPairings(tx, form.pairsWellWith, row));
    const product = { ...mapped, pairsWellWith };
    await recordCatalogChange(tx, [row.id, ...(await pairedBy(tx, row.id))]);
    await recordProductUpdated(tx, actor, before, product);
    return product;
  });
}

/** Reviews, colours and saved items go with it; orders keep their copied lines. */
export async function deleteProduct(db: Database, actor: AuditActor, idOrCode: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findProductRow(tx, idOrCode);
    if (!row) throw notFound(messages.catalog.productNotFound);
    const before = await readAdminProduct(tx, row);
    // Read before the delete empties their steps (those routines can no longer be bought) and
    // their lists (pairs-well-with lists naming it are read again without it).
    const routines = await routinesUsing(tx, [row.id]);
    const pairers = await pairedBy(tx, row.id);
    if (!(await deleteProductRow(tx, row.id))) throw notFound(messages.catalog.productNotFound);
    await recordCatalogChange(tx, [row.id, ...routines, ...pairers]);
    await recordProductDeleted(tx, actor, before);
  });
}
