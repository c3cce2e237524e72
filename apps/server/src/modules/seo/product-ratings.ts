import type { CatalogSnapshot } from '../catalog/catalog-snapshot.ts';

export type ProductRating = { average: number; count: number };

/** A product's rating average (to one decimal) and count, as its card shows them; none without reviews. */
export function productRating(snapshot: CatalogSnapshot, productId: string): ProductRating | undefined {
  const product = snapshot.byProductId.get(productId);
  if (!product?.reviewCount) return undefined;
  return { average: product.rating ?? 0, count: product.reviewCount };
}
