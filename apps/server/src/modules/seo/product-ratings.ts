import { summariseRatings } from '@shop/shared/catalog/rating';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot.ts';

export type ProductRating = { average: number; count: number };

// Worked out once per catalogue version, on the first product page asked for, so each page's
// rating is a map lookup rather than a pass over every review.
const bySnapshot = new WeakMap<CatalogSnapshot, Map<string, ProductRating>>();

export function productRating(snapshot: CatalogSnapshot, productId: string): ProductRating | undefined {
  let ratings = bySnapshot.get(snapshot);
  if (!ratings) {
    const grouped = new Map<string, number[]>();
    for (const review of snapshot.reviews) {
      const list = grouped.get(review.productId) ?? [];
      list.push(review.rating);
      grouped.set(review.productId, list);
    }
    ratings = new Map(
      [...grouped].map(([id, list]) => {
        const { average, count } = summariseRatings(list);
        return [id, { average, count }];
      }),
    );
    bySnapshot.set(snapshot, ratings);
  }
  return ratings.get(productId);
}
