import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Review } from '@shop/shared/catalog/review-schemas';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { products, reviews } from '../../db/schema/index.ts';
import { toReviewDto } from './review-dto.ts';
import { photosOfReviews } from './review-photos.repository.ts';

export type ReviewPageFilter = {
  q?: string | undefined;
  rating?: number | undefined;
  limit: number;
  offset: number;
};

function pageWhere(filter: ReviewPageFilter): SQL | undefined {
  const q = filter.q?.trim();
  const pattern = q ? containsPattern(q) : '';
  return and(
    filter.rating === undefined ? undefined : eq(reviews.rating, filter.rating),
    q
      ? or(
          ilike(reviews.name, pattern),
          ilike(reviews.review, pattern),
          ilike(products.name, pattern),
          ilike(products.productId, pattern),
        )
      : undefined,
  );
}

/**
 * The admin's page of reviews, newest first: of one star rating and/or holding `q` (in any case) in
 * the reviewer's name, the text, or the product's name or code; `total` counts every match.
 */
export async function findReviewPage(
  db: DbOrTx,
  filter: ReviewPageFilter,
): Promise<{ reviews: Review[]; total: number }> {
  const where = pageWhere(filter);
  const [rows, [matching]] = await Promise.all([
    db
      .select({ review: reviews, productId: products.productId, name: products.name })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(desc(reviews.createdAt), asc(reviews.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ n: count() })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where),
  ]);
  // Staff see every photo, hidden ones marked, to hide or show them again.
  const photos = await photosOfReviews(
    db,
    rows.map((r) => r.review.id),
    { withHidden: true },
  );
  return {
    reviews: rows.map((r) =>
      toReviewDto(r.review, { productId: r.productId, name: r.name }, photos.get(r.review.id)),
    ),
    total: matching?.n ?? 0,
  };
}
