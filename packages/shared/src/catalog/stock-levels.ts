// Quantities (plain functions, no zod: the storefront's first bundle imports this).

/**
 * A shopper is told "Only N left" from this many down to 1. The admin's "Low stock" (its filter,
 * its cards, the overview and the daily e-mail) is the shop's own level instead, a setting
 * (`settings.stock.lowStockLevel`).
 */
export const LOW_STOCK_LIMIT = 5;
/** The largest quantity the admin forms accept for a product or a shade. */
export const MAX_STOCK = 1_000_000;

/** In stock: above 0 when counted; the yes/no flag when not counted (null). */
export function stockInStock(flag: boolean, stock: number | null): boolean {
  return stock === null ? flag : stock > 0;
}

/** Few enough left to tell the shopper (1 to 5); never for an uncounted or sold-out item. */
export function isLowStock(stock: number | null): boolean {
  return stock !== null && stock >= 1 && stock <= LOW_STOCK_LIMIT;
}

/** What the admin's list shows for a quantity. */
export function stockLabel(stock: number | null): string {
  if (stock === null) return 'Not counted';
  if (stock === 0) return 'Out of stock';
  return `${stock} in stock`;
}

/** The product page's note for 1 to 5 left. */
export const onlyLeft = (count: number) => `Only ${count} left`;

type Counted = { stock: number | null };

/**
 * The admin's "Low stock": the product or one of its shades is counted at or under the shop's
 * low-stock level (sold-out included), the rule the overview and the daily e-mail follow too.
 */
export function isLowOnStock(product: Counted & { colors: readonly Counted[] }, level: number): boolean {
  const low = (stock: number | null) => stock !== null && stock <= level;
  return low(product.stock) || product.colors.some((c) => low(c.stock));
}
