import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { nairaToKobo } from '@shop/shared/money';
import type { Transaction } from '../../db/client.ts';
import { insertJsonRows } from '../../db/insert-json-rows.ts';
import { colors } from '../../db/schema/index.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { stockKeyOf, type ImportPlan } from './import-plan.ts';
import type { ImportRow } from './import-rows.ts';

// An import plan written set by set: each statement takes up to WRITE_BATCH products as one JSON
// parameter (never one parameter per row: PostgreSQL takes at most 65,535), and the event loop
// turns between statements so shoppers' requests keep being answered (decision 46).

const WRITE_BATCH = 1_000;

type ShadeRow = {
  id?: string;
  product_id: string;
  name: string;
  code: string;
  position: number;
  stock: number | null;
};

/** The product's columns as the row gives them (`image`: null keeps the product's own). */
const productColumns = (row: ImportRow, image: string) => ({
  name: row.values.name,
  fullname: row.values.fullname,
  description: row.values.description,
  category: row.values.category,
  type: row.values.type,
  price_kobo: nairaToKobo(row.values.priceNaira),
  in_stock: row.values.inStock,
  stock: row.values.stock,
  // null: the file has no "Final sale" column; a new product is then not final sale, a stored one keeps its own.
  final_sale: row.values.finalSale ?? null,
  image: image === '' ? null : image,
  // null (no such column in the file): a new product has none, a known one keeps its own.
  skin_types: row.values.skinTypes ?? null,
  concerns: row.values.concerns ?? null,
});

/** A new product's shades, each with its quantity as the row gives it. */
const newShades = (row: ImportRow, productId: string): ShadeRow[] =>
  row.colors.map((shade, position) => {
    const key = stockKeyOf(shade, row.shadeStock);
    return {
      product_id: productId,
      name: shade.name,
      code: shade.code,
      position,
      stock: key === undefined ? null : row.shadeStock.get(key)!,
    };
  });

async function* batches<T>(items: readonly T[]): AsyncGenerator<T[]> {
  for (let start = 0; start < items.length; start += WRITE_BATCH) {
    if (start > 0) await nextTurn();
    yield items.slice(start, start + WRITE_BATCH);
  }
}

/** Adds the plan's new products with their shades; answers their ids. */
async function insertProducts(tx: Transaction, plan: ImportPlan, imageOf: (row: ImportRow) => string) {
  const ids: string[] = [];
  for await (const batch of batches(plan.creates)) {
    const values = batch.map((row) => ({ product_id: row.code, ...productColumns(row, imageOf(row)) }));
    const made = await sqlRows<{ id: string; product_id: string }>(
      tx,
      sql`insert into products (product_id, name, fullname, description, category, type, price_kobo, in_stock, stock, final_sale, image, skin_types, concerns)
          select product_id, name, fullname, description, category, type, price_kobo, in_stock, stock, coalesce(final_sale, false), image,
            coalesce(skin_types, '{}'), coalesce(concerns, '{}')
          from json_populate_recordset(null::products, ${JSON.stringify(values)}::json)
          returning id, product_id`,
    );
    const idOf = new Map(made.map((p) => [p.product_id, p.id]));
    const shades = batch.flatMap((row) => newShades(row, idOf.get(row.code)!));
    if (shades.length)
      await insertJsonRows(
        tx,
        colors,
        ['product_id', 'name', 'code', 'position', 'stock'],
        JSON.stringify(shades),
      );
    ids.push(...made.map((p) => p.id));
  }
  return ids;
}

/**
 * Changes the plan's products and their shades as the shade editor does: a shade whose code is
 * kept keeps its id (carts hold it) and its name unless the row names it; others are added or
 * removed. Answers the ids changed.
 */
async function updateProducts(tx: Transaction, plan: ImportPlan, imageOf: (row: ImportRow) => string) {
  const ids: string[] = [];
  for await (const batch of batches(plan.updates)) {
    const values = batch.map(({ row, id }) => ({ id, ...productColumns(row, imageOf(row)) }));
    await tx.execute(
      sql`update products p set name = v.name, fullname = v.fullname, description = v.description,
            category = v.category, type = v.type, price_kobo = v.price_kobo, in_stock = v.in_stock,
            stock = v.stock, final_sale = coalesce(v.final_sale, p.final_sale),
            image = coalesce(v.image, p.image), updated_at = now(),
            skin_types = coalesce(v.skin_types, p.skin_types), concerns = coalesce(v.concerns, p.concerns),
            -- A sale that has ended is cleared, as the product form's save clears it (decision 60);
            -- a running one is kept (the plan refused a price at or below it).
            sale_price_kobo = case when p.sale_ends_at > now() then p.sale_price_kobo end,
            sale_starts_at = case when p.sale_ends_at > now() then p.sale_starts_at end,
            sale_ends_at = case when p.sale_ends_at > now() then p.sale_ends_at end
          from json_populate_recordset(null::products, ${JSON.stringify(values)}::json) v
          where p.id = v.id`,
    );
    const kept: ShadeRow[] = [];
    const added: ShadeRow[] = [];
    const removed: string[] = [];
    for (const { row, id, shades } of batch) {
      const byCode = new Map<string, (typeof shades)[number]>();
      for (const shade of [...shades].reverse()) byCode.set(shade.code.toLowerCase(), shade);
      const used = new Set<string>();
      row.colors.forEach((shade, position) => {
        const old = byCode.get(shade.code.toLowerCase());
        if (old && !used.has(old.id)) {
          used.add(old.id);
          const name = shade.named ? shade.name : old.name;
          const key = stockKeyOf({ code: old.code, name }, row.shadeStock);
          kept.push({
            id: old.id,
            product_id: id,
            name,
            code: old.code,
            position,
            stock: key === undefined ? old.stock : row.shadeStock.get(key)!,
          });
        } else {
          const key = stockKeyOf(shade, row.shadeStock);
          added.push({
            product_id: id,
            name: shade.name,
            code: shade.code,
            position,
            stock: key === undefined ? null : row.shadeStock.get(key)!,
          });
        }
      });
      removed.push(...shades.filter((shade) => !used.has(shade.id)).map((shade) => shade.id));
      ids.push(id);
    }
    if (removed.length)
      await tx.execute(
        sql`delete from colors where id in (select value::uuid from json_array_elements_text(${JSON.stringify(removed)}::json))`,
      );
    if (kept.length)
      await tx.execute(
        sql`update colors c set name = v.name, position = v.position, stock = v.stock
            from json_populate_recordset(null::colors, ${JSON.stringify(kept)}::json) v
            where c.id = v.id`,
      );
    if (added.length)
      await insertJsonRows(
        tx,
        colors,
        ['product_id', 'name', 'code', 'position', 'stock'],
        JSON.stringify(added),
      );
  }
  return ids;
}

/** Writes the plan in `tx`; answers the ids of every product added or changed. */
export async function writeImportPlan(
  tx: Transaction,
  plan: ImportPlan,
  imageOf: (row: ImportRow) => string,
): Promise<string[]> {
  return [...(await insertProducts(tx, plan, imageOf)), ...(await updateProducts(tx, plan, imageOf))];
}
