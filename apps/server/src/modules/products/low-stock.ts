import type { AdminProduct } from '@shop/shared/catalog/product-schemas';
import { LOW_STOCK_LIMIT } from '@shop/shared/catalog/stock-levels';

const low = (stock: number | null) => stock !== null && stock <= LOW_STOCK_LIMIT;

/** The admin's "Low stock" filter: the product or one of its shades is counted with 5 or fewer left (0 included). */
export function isLowOnStock(product: AdminProduct): boolean {
  return low(product.stock) || product.colors.some((c) => low(c.stock));
}
