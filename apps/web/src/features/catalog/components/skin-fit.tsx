import type { Product } from '@shop/shared/catalog/product-schemas';
import { skinLine } from '@shop/shared/products/skin';

/** The product page's "Good for: oily, combination skin · Targets: acne"; nothing when it names neither. */
export function SkinFit({ product }: { product: Product }) {
  const line = skinLine(product.skinTypes ?? [], product.concerns ?? []);
  if (line === '') return null;
  return <p className="mt-2 text-sm font-semibold text-plum/90">{line}</p>;
}
