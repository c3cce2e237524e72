import { TopRatedForSkinResponseSchema } from '@shop/shared/catalog/storefront-schemas';
import type { SkinProfile } from '@shop/shared/products/skin';
import { api } from '../../../lib/api-client';

/** GET /product/top-rated: the best-rated products that can be bought now for this skin. */
export function getTopRatedForSkin(skin: SkinProfile) {
  const params = new URLSearchParams();
  if (skin.skinType) params.set('skinType', skin.skinType);
  if (skin.concerns.length > 0) params.set('concerns', skin.concerns.join(','));
  return api(`/product/top-rated?${params}`, { answer: TopRatedForSkinResponseSchema });
}
