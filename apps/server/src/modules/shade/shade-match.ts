import type { Product } from '@shop/shared/catalog/product-schemas';
import { shadeFor, type ShadeProfile } from '@shop/shared/products/shade';
import type { ShadeMatchResponse } from '@shop/shared/products/shade-schemas';

/** Each complexion product's shade for her (matchShade's rule), in the catalogue's order. */
export function shadeMatches(products: readonly Product[], profile: ShadeProfile): ShadeMatchResponse {
  const matches = products.flatMap((p) => {
    const found = shadeFor(p, profile);
    if (!found) return [];
    const { shade, exact } = found;
    return [
      {
        productId: p.productId,
        shadeId: shade._id,
        shadeName: shade.name,
        ...(shade.image && { image: shade.image }),
        inStock: shade.inStock,
        exact,
      },
    ];
  });
  return { ...profile, matches };
}
