import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { StarCounts } from '@shop/shared/catalog/rating';
import type { Review } from '@shop/shared/catalog/review-schemas';
import type { DbOrTx } from '../../db/client.ts';
import type { SkinType } from '@shop/shared/products/skin';
import { products, reviewPhotos, reviews } from '../../db/schema/index.ts';
import { toReviewDto } from './review-dto.ts';
import { photosOfReviews } from './review-photos.repository.ts';

// The reviews shoppers read: a product page's list and star counts, and every review (the
// testimonials), each kept with the catalogue snapshot by the routes.

export type ReviewListFilter = {
  /** A product's code (`productId` in the API). */
  productCode?: string;
  rating?: number;
  /** Only reviews with a photo shoppers may see. */
  withPhotos?: boolean;
  skinType?: SkinType;
  limit?: number;
  offset?: number;
};

/** The filters on the review itself (photos, skin type), as the list and its count share them. */
function ownWhere(filter: ReviewListFilter) {
  const shownPhoto = sql`exists (select 1 from ${reviewPhotos} where ${reviewPhotos.reviewId} = ${reviews.id} and ${reviewPhotos.hiddenAt} is null)`;
  return and(
    filter.rating === undefined ? undefined : eq(reviews.rating, filter.rating),
    filter.withPhotos ? shownPhoto : undefined,
    filter.skinType === undefined ? undefined : eq(reviews.skinType, filter.skinType),
  );
}

function reviewWhere(filter: ReviewListFilter) {
  return and(
    filter.productCode === undefined ? undefined : eq(products.productId, filter.productCode),
    ownWhere(filter),
  );
}

/**
 * Reviews newest first (the id breaking ties), as the index on each filter keeps them. The page is
 * cut from reviews alone, then joined to its products: the planner reads just that many index
 * entries instead of joining every review before sorting.
 */
export async function listReviews(db: DbOrTx, filter: ReviewListFilter = {}): Promise<Review[]> {
  const productUuid =
    filter.productCode === undefined
      ? undefined
      : db.select({ id: products.id }).from(products).where(eq(products.productId, filter.productCode));
  const page = db
    .select()
    .from(reviews)
    .where(and(productUuid && inArray(reviews.productId, productUuid), ownWhere(filter)))
    .orderBy(desc(reviews.createdAt), asc(reviews.id))
    .offset(filter.offset ?? 0);
  const cut = (filter.limit === undefined ? page : page.limit(filter.limit)).as('page');
  const rows = await db
    .select({
      row: {
        id: cut.id,
        productId: cut.productId,
        userId: cut.userId,
        rating: cut.rating,
        name: cut.name,
        review: cut.review,
        verified: cut.verified,
        skinType: cut.skinType,
        createdAt: cut.createdAt,
        updatedAt: cut.updatedAt,
      },
      productId: products.productId,
      name: products.name,
    })
    .from(cut)
    .innerJoin(products, eq(products.id, cut.productId))
    .orderBy(desc(cut.createdAt), asc(cut.id));
  const photos = await photosOfReviews(
    db,
    rows.map((r) => r.row.id),
  );
  return rows.map((r) => toReviewDto(r.row, r, photos.get(r.row.id)));
}

export async function countReviews(db: DbOrTx, filter: ReviewListFilter = {}): Promise<number> {
  // Every review has its product (deleted with it), so the join is needed only to find the code.
  const base = db.select({ n: count() }).from(reviews);
  const [row] = await (filter.productCode === undefined
    ? base.where(reviewWhere(filter))
    : base.innerJoin(products, eq(products.id, reviews.productId)).where(reviewWhere(filter)));
  return row?.n ?? 0;
}

/** How many of one product's reviews gave each star rating, counted by the database. */
export async function countProductStars(db: DbOrTx, code: string): Promise<StarCounts> {
  const rows = await db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(products.productId, code))
    .groupBy(reviews.rating);
  return Object.fromEntries(rows.map((r) => [r.rating, r.count])) as StarCounts;
}
