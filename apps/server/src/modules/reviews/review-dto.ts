import type { ReviewPhoto } from '@shop/shared/catalog/review-photo-schemas';
import type { Review } from '@shop/shared/catalog/review-schemas';
import type { reviews } from '../../db/schema/index.ts';

// A review row becomes the API's Review here, with the product it is about.

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewedProduct = { id: string; productId: string; name: string };

export function toReviewDto(
  row: Omit<ReviewRow, 'orderId'>,
  product: Pick<ReviewedProduct, 'productId' | 'name'>,
  photos: ReviewPhoto[] = [],
): Review {
  return {
    _id: row.id,
    rating: row.rating,
    name: row.name,
    review: row.review,
    createdAt: row.createdAt.toISOString(),
    productId: product.productId,
    verified: row.verified,
    productName: product.name,
    skinType: row.skinType,
    photos,
  };
}
