import { summariseStarCounts } from '@shop/shared/catalog/rating';
import type { Review } from '@shop/shared/catalog/review-schemas';
import type { Database } from '../../db/client.ts';
import { findReviewPage, type ReviewPageFilter } from './reviews.admin-list.repository.ts';
import {
  countProductStars,
  countReviews,
  listReviews,
  type ReviewListFilter,
} from './reviews.list.repository.ts';

/**
 * Reviews newest first as `filter` cuts them (a product, stars, photos, skin type, a page) and,
 * when `counted`, how many match it whatever the page.
 */
export async function readReviews(
  db: Database,
  filter: ReviewListFilter,
  counted: boolean,
): Promise<{ reviews: Review[]; total: number | undefined }> {
  const [reviews, total] = await Promise.all([
    listReviews(db, filter),
    counted ? countReviews(db, filter) : undefined,
  ]);
  return { reviews, total };
}

/** A product's average, count and each star's share, counted by the database. */
export async function productStarSummary(db: Database, productCode: string) {
  return summariseStarCounts(await countProductStars(db, productCode));
}

/** The admin's reviews: newest first, searched, read from the database, with `total` for the pager. */
export const adminReviewPage = (db: Database, filter: ReviewPageFilter) => findReviewPage(db, filter);
