import type { ZodType } from 'zod';
import { ProductCreateFieldsSchema } from '@shop/shared/admin/product-fields';
import { colorsFromJson, type ColorInput } from '@shop/shared/admin/color-values';
import { colorStockFromJson } from '@shop/shared/admin/color-stock';
import { typeOutsideCategory } from '@shop/shared/catalog/product-types';
import { messages } from '@shop/shared/messages';
import { concernsText, skinTypesText } from '@shop/shared/products/skin-schemas';
import type { SkinConcern, SkinType } from '@shop/shared/products/skin';
import { PRODUCT_CODE } from '../products/products.admin.service.ts';
import { OPTIONAL_PRODUCT_COLUMNS, PRODUCTS_CSV_HEADER } from './products-csv.ts';
import { turnTaker } from './take-turns.ts';

// A products CSV (as products.csv writes it, edited in a spreadsheet) checked row by row with the
// product forms' own rules; every problem is kept with its row and column, none stops the reading.

export type ImportError = { row: number; field: string; message: string };

/** One checked row: the product's whole state as the file gives it. */
export type ImportRow = {
  row: number;
  code: string;
  values: {
    name: string;
    fullname: string;
    description: string;
    category: 'makeup' | 'skincare';
    type: string | null;
    priceNaira: number;
    inStock: boolean;
    stock: number | null;
    /** Undefined when the file has no "Final sale" column: a stored product keeps its own. */
    finalSale: boolean | undefined;
    /** Absent when the file has no such column: the product keeps its own. */
    skinTypes?: SkinType[];
    concerns?: SkinConcern[];
  };
  image: string;
  colors: ColorInput[];
  shadeStock: Map<string, number | null>;
};

// The form's field names as the file's columns call them, so an error names the column.
const COLUMN_OF_FIELD: Record<string, string> = {
  name: 'Name',
  fullname: 'Full name',
  price: 'Price (₦)',
  inStock: 'In stock',
  category: 'Category',
  type: 'Type',
  description: 'Description',
  stock: 'Stock',
  finalSale: 'Final sale',
};

/** A skin column's cell read with the admin form's rule; undefined when the file has no such column. */
function readSkinCell<T>(cell: string | undefined, schema: ZodType<T>): { value?: T } | string {
  if (cell === undefined) return {};
  const read = schema.safeParse(cell);
  return read.success ? { value: read.data } : read.error.issues[0]!.message;
}

/** `Ruby Red|#9b111e|4;Cocoa|#5c3a21|` as the shade editor's list and its quantities. */
function readShades(cell: string): { colors: ColorInput[]; stock: Map<string, number | null> } | string {
  const parts = cell.trim() === '' ? [] : cell.split(';').filter((part) => part.trim() !== '');
  const shades = parts.map((part) => part.split('|').map((piece) => piece.trim()));
  const odd = shades.find((pieces) => pieces.length !== 3);
  if (odd) return `write each shade as name|colour|stock, separated by ; ("${odd.join('|')}")`;
  const parsed = colorsFromJson(JSON.stringify(shades.map(([name, code]) => ({ value: code, label: name }))));
  if (!parsed.ok) return parsed.message;
  const counts = Object.fromEntries(
    shades.map(([, code, count]) => [
      code,
      count === '' ? null : /^\d+$/.test(count!) ? Number(count) : count,
    ]),
  );
  const stock = colorStockFromJson(JSON.stringify(counts));
  if (!stock.ok) return stock.message;
  return { colors: parsed.colors, stock: stock.stock };
}

/** The file's rows checked; `header` problems come back as row 1. */
export async function checkRows(records: string[][]): Promise<{ rows: ImportRow[]; errors: ImportError[] }> {
  const errors: ImportError[] = [];
  const [header = [], ...body] = records;
  const columns = new Map(header.map((name, index) => [name.trim(), index]));
  const missing = PRODUCTS_CSV_HEADER.filter(
    (name) => !columns.has(name) && !OPTIONAL_PRODUCT_COLUMNS.includes(name),
  );
  const hasFinalSale = columns.has('Final sale');
  if (missing.length > 0) {
    const message = messages.dataExchange.missingColumns(missing);
    return { rows: [], errors: [{ row: 1, field: missing[0]!, message }] };
  }
  if (body.length === 0)
    return { rows: [], errors: [{ row: 1, field: 'Code', message: messages.dataExchange.noRows }] };
  const cellOf = (record: string[], name: string) => record[columns.get(name)!] ?? '';
  const optionalCellOf = (record: string[], name: string) =>
    columns.has(name) ? cellOf(record, name) : undefined;

  const rows: ImportRow[] = [];
  const seenCodes = new Map<string, number>();
  const turn = turnTaker();
  for (const [index, record] of body.entries()) {
    await turn();
    const row = index + 2; // the spreadsheet's row number: the header is row 1
    const fail = (field: string, message: string) => errors.push({ row, field, message });
    const code = cellOf(record, 'Code').trim();
    if (!PRODUCT_CODE.test(code)) fail('Code', messages.dataExchange.badCode);
    const twice = seenCodes.get(code.toLowerCase());
    if (twice !== undefined) fail('Code', messages.dataExchange.codeTwice(twice));
    seenCodes.set(code.toLowerCase(), row);

    const fields = ProductCreateFieldsSchema.safeParse({
      name: cellOf(record, 'Name'),
      fullname: cellOf(record, 'Full name'),
      price: cellOf(record, 'Price (₦)'),
      // Empty is the add form's default (in stock), as a cell left blank means.
      inStock: cellOf(record, 'In stock').trim() || undefined,
      category: cellOf(record, 'Category'),
      type: cellOf(record, 'Type'),
      description: cellOf(record, 'Description'),
      stock: cellOf(record, 'Stock'),
      finalSale: hasFinalSale ? cellOf(record, 'Final sale') : undefined,
    });
    if (!fields.success) {
      for (const issue of fields.error.issues) {
        fail(COLUMN_OF_FIELD[String(issue.path[0])] ?? String(issue.path[0]), issue.message);
      }
    } else {
      const typeProblem = typeOutsideCategory(fields.data.category, fields.data.type ?? null);
      if (typeProblem !== null) fail('Type', typeProblem);
    }
    const shades = readShades(cellOf(record, 'Shades'));
    if (typeof shades === 'string') fail('Shades', shades);
    const skinTypes = readSkinCell(optionalCellOf(record, 'Skin types'), skinTypesText);
    if (typeof skinTypes === 'string') fail('Skin types', skinTypes);
    const concerns = readSkinCell(optionalCellOf(record, 'Concerns'), concernsText);
    if (typeof concerns === 'string') fail('Concerns', concerns);
    if (
      fields.success &&
      typeof shades !== 'string' &&
      typeof skinTypes !== 'string' &&
      typeof concerns !== 'string'
    ) {
      const { name, fullname, description, category, type, price, inStock, stock, finalSale } = fields.data;
      rows.push({
        row,
        code,
        values: {
          name,
          fullname,
          description,
          category,
          type: type ?? null,
          priceNaira: price,
          inStock,
          stock: stock ?? null,
          finalSale: hasFinalSale ? finalSale : undefined,
          skinTypes: skinTypes.value,
          concerns: concerns.value,
        },
        image: cellOf(record, 'Image').trim(),
        colors: shades.colors,
        shadeStock: shades.stock,
      });
    }
  }
  return { rows, errors };
}
