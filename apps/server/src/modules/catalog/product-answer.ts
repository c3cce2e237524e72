import type { AdminProduct, Product } from '@shop/shared/catalog/product-schemas';
import { shadeName } from '@shop/shared/admin/shade-names';
import { saleRuns } from '@shop/shared/catalog/sale-price';
import { isLowStock, stockInStock } from '@shop/shared/catalog/stock-levels';
import { koboToNaira } from '@shop/shared/money';
import { freeOf } from '@shop/shared/products/ingredients';
import { inListOrder, SKIN_CONCERNS, SKIN_TYPES } from '@shop/shared/products/skin';
import type { SkinDepth, Undertone } from '@shop/shared/products/shade';
import type { colors, products } from '../../db/schema/index.ts';
import { routineSaving } from '../routines/routine-answer.ts';

type ProductRow = typeof products.$inferSelect;
type ColorRow = typeof colors.$inferSelect;

/**
 * A product as an admin reads it, quantities included. `inStock` follows the quantity where one is
 * counted and the yes/no flag where not; a product whose shades are all counted and all sold out
 * is out of stock too, so the shop never offers it.
 */
export function adminProduct(row: ProductRow, colorRows: readonly ColorRow[]): AdminProduct {
  const shades = colorRows.map((c) => ({
    _id: c.id,
    // A shade saved under its hex code (older rows, other tools) is still shown by a name.
    name: shadeName(c.name, c.code),
    code: c.code,
    inStock: stockInStock(c.inStock, c.stock),
    stock: c.stock,
    ...(c.image && { image: c.image }),
    // Both or neither (a database check); only a mapped complexion shade carries them.
    ...(c.depth && c.undertone && { depth: c.depth as SkinDepth, undertone: c.undertone as Undertone }),
  }));
  const shadesSoldOut = shades.length > 0 && shades.every((c) => c.stock === 0);
  return {
    _id: row.id,
    productId: row.productId,
    name: row.name,
    fullname: row.fullname,
    description: row.description,
    category: row.category,
    type: row.type as AdminProduct['type'],
    price: koboToNaira(row.priceKobo),
    image: row.image,
    inStock: stockInStock(row.inStock, row.stock) && !shadesSoldOut,
    stock: row.stock,
    colors: shades,
    ingredients: row.ingredients,
    nafdacNumber: row.nafdacNumber,
    finalSale: row.finalSale,
    // Worked out here, not on the page, so the product page carries no ingredient rules.
    freeOf: freeOf(row.ingredients),
    salePrice: row.salePriceKobo === null ? null : koboToNaira(row.salePriceKobo),
    saleStartsAt: row.saleStartsAt?.toISOString() ?? null,
    saleEndsAt: row.saleEndsAt?.toISOString() ?? null,
    skinTypes: inListOrder(SKIN_TYPES, row.skinTypes),
    concerns: inListOrder(SKIN_CONCERNS, row.concerns),
  };
}

const low = (stock: number | null) => (isLowStock(stock) ? { lowStock: true, left: stock! } : {});

/** What the pack's label says, for the product page only (the listings' cards leave it out). */
export function productLabel(p: AdminProduct): Pick<Product, 'ingredients' | 'nafdacNumber' | 'freeOf'> {
  return { ingredients: p.ingredients, nafdacNumber: p.nafdacNumber, freeOf: p.freeOf };
}

/** The sale as shoppers see it at `now`: its price and end while it runs, nothing after. */
const saleOf = (p: AdminProduct, now: Date) =>
  saleRuns(p, now) ? { salePrice: p.salePrice!, saleEndsAt: p.saleEndsAt! } : {};

/**
 * The shopper's view at `now`: no quantities, only `lowStock` and `left` when 1 to 5 are left, the
 * sale only while it runs (the snapshot is read again when one ends); the label is added by the
 * product page's answer (productLabel).
 */
export function shopperProduct(p: AdminProduct, now: Date = new Date()): Product {
  const {
    stock,
    colors: shades,
    ingredients: _i,
    nafdacNumber: _n,
    freeOf: _f,
    finalSale: _s,
    salePrice: _sp,
    saleStartsAt: _ss,
    saleEndsAt: _se,
    pairsWellWith: _pw,
    ...rest
  } = p;
  return {
    ...rest,
    ...saleOf(p, now),
    ...low(stock),
    ...(p.routine && { routine: { ...p.routine, ...routineSaving(p, now) } }),
    colors: shades.map(({ stock: shadeStock, ...c }) => ({
      ...c,
      ...low(shadeStock),
    })),
  };
}
