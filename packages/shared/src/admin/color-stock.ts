import { parseStockText } from './product-fields.ts';

// Shade quantities from the admin forms: one optional `colorStock` field holding a JSON object
// keyed by a shade's code or name, e.g. {"#dc143c": 3, "Pink": null}. A separate field keeps the
// add form's `arrayColors` JSON and the edit form's plain-text colours exactly as they are.

export type ColorStockParse =
  { ok: true; stock: Map<string, number | null> } | { ok: false; message: string };

const SHAPE = 'colorStock must be a JSON object of shade code or name to a quantity, e.g. {"#dc143c": 3}';

/** Keys are lower-cased; values are whole numbers 0..1,000,000, or null/"" for not counted. */
export function colorStockFromJson(text: string): ColorStockParse {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: SHAPE };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return { ok: false, message: SHAPE };
  const stock = new Map<string, number | null>();
  for (const [key, value] of Object.entries(data)) {
    const n =
      value === null
        ? null
        : typeof value === 'number' || typeof value === 'string'
          ? parseStockText(String(value))
          : undefined;
    if (n === undefined)
      return {
        ok: false,
        message: `colorStock: the quantity of "${key}" must be a whole number from 0 to 1000000`,
      };
    stock.set(key.trim().toLowerCase(), n);
  }
  return { ok: true, stock };
}
