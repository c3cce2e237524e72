import type { Product } from '../catalog/product-schemas.ts';
import { onlyLeft } from '../catalog/stock-levels.ts';
import { MAX_QUANTITY_PER_ITEM } from './cart-rules.ts';

// What the shop's answer about a product tells the cart of one line's stock. Shoppers are told a
// quantity only when 1 to 5 are left (`left`), so that is the only limit the cart can know before
// checkout; the server still judges every checkout against the real count (409 when short).

export type LineStock = {
  /** Nothing of the product (or of the line's shade) is left, or the product is no longer sold. */
  soldOut: boolean;
  /** The few left (1 to 5), when that few. */
  left: number | undefined;
  /** The most the stepper may reach. */
  max: number;
};

/** The stock of the line for `product` in shade `colorId` (null: no shade); `product` null: gone. */
export function lineStock(product: Product | null, colorId: string | null): LineStock {
  const shade = colorId === null ? undefined : product?.colors.find((c) => c._id === colorId);
  const soldOut = !product || !product.inStock || (colorId !== null && !shade?.inStock);
  if (soldOut) return { soldOut, left: undefined, max: 0 };
  const counts = [product.left, shade?.left].filter((n): n is number => n !== undefined);
  const left = counts.length > 0 ? Math.min(...counts) : undefined;
  return { soldOut, left, max: Math.min(left ?? MAX_QUANTITY_PER_ITEM, MAX_QUANTITY_PER_ITEM) };
}

/** What a cart line says of its stock, or null when there is plenty. */
export function lineStockNote(stock: LineStock, quantity: number): string | null {
  if (stock.soldOut) return 'Out of stock: please remove it to check out';
  if (stock.left === undefined) return null;
  if (quantity > stock.left) return `${onlyLeft(stock.left)}: please lower the quantity`;
  return quantity >= stock.left ? `${onlyLeft(stock.left)}: you have them all` : onlyLeft(stock.left);
}
