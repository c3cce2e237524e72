import { and, eq, isNotNull } from 'drizzle-orm';
import type { AdminProduct } from '@shop/shared/catalog/product-schemas';
import { isComplexionProduct, type ShadeProfile } from '@shop/shared/products/shade';
import { ColorShadesSchema } from '@shop/shared/products/shade-schemas';
import type { DbOrTx } from '../../db/client.ts';
import { colors } from '../../db/schema/index.ts';
import { badRequest } from '../../http-error.ts';

// The admin forms' `colorShades` field: each shade of a complexion product mapped to the skin
// depth and undertone it is for (decision 57), keyed by the shade's code or name as `colorStock`.

export type ShadeMapping = Map<string, ShadeProfile | null>;

/** The field's JSON read and checked; keys lower-cased. A 400 names the field. */
export function readShadeMapping(text: string | undefined): ShadeMapping | undefined {
  if (text === undefined) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  const parsed = ColorShadesSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? `colorShades: "${String(issue.path[0])}": ` : '';
    throw badRequest(`${where}${issue.message}`, 'colorShades');
  }
  return new Map(Object.entries(parsed.data).map(([key, value]) => [key.trim().toLowerCase(), value]));
}

/**
 * Saves the mapping on the product's shades in the transaction; a key naming none of its shades,
 * or a mapping on a product that is not a complexion product, is refused (nothing is saved).
 */
export async function applyShadeMapping(
  tx: DbOrTx,
  product: AdminProduct,
  mapping: ShadeMapping | undefined,
): Promise<AdminProduct> {
  if (!isComplexionProduct(product)) {
    if (mapping !== undefined && [...mapping.values()].some((v) => v !== null))
      throw badRequest(
        'colorShades: only a complexion product (makeup of type face) has shades for a skin depth and undertone',
        'colorShades',
      );
    return clearShadeMapping(tx, product);
  }
  if (mapping === undefined || mapping.size === 0) return product;
  const used = new Set<string>();
  const list = [];
  for (const shade of product.colors) {
    const key = [shade.code.toLowerCase(), shade.name.toLowerCase()].find((k) => mapping.has(k));
    if (key === undefined) {
      list.push(shade);
      continue;
    }
    used.add(key);
    const profile = mapping.get(key)!;
    await tx
      .update(colors)
      .set({ depth: profile?.depth ?? null, undertone: profile?.undertone ?? null })
      .where(eq(colors.id, shade._id));
    const { depth: _d, undertone: _u, ...rest } = shade;
    list.push(profile ? { ...rest, ...profile } : rest);
  }
  const unknown = [...mapping.keys()].find((k) => !used.has(k));
  if (unknown !== undefined)
    throw badRequest(`colorShades: "${unknown}" is not one of the product's colours`, 'colorShades');
  return { ...product, colors: list };
}

/** A product made something other than a complexion product keeps no shade offered to a skin. */
async function clearShadeMapping(tx: DbOrTx, product: AdminProduct): Promise<AdminProduct> {
  if (!product.colors.some((c) => c.depth)) return product;
  await tx
    .update(colors)
    .set({ depth: null, undertone: null })
    .where(and(eq(colors.productId, product._id), isNotNull(colors.depth)));
  return { ...product, colors: product.colors.map(({ depth: _d, undertone: _u, ...rest }) => rest) };
}
