import { useState } from 'react';
import type { Review } from '@shop/shared/catalog/review-schemas';
import {
  PRODUCT_REVIEWS_PER_PAGE,
  getProductReviewPage,
  type ReviewPage,
} from './api/get-product-review-page';
import type { MoreReviews } from './components/reviews-strip';

/**
 * A product's reviews shown so far: the first page, then one more page each time the shopper asks.
 * A review already shown is not repeated if newer ones pushed it onto the next page; a failed
 * page is logged only, as every load failure on this page is.
 */
export function useMoreReviews(productId: string, first: ReviewPage) {
  const [extra, setExtra] = useState<Review[]>([]);
  const [busy, setBusy] = useState(false);
  // A short page means the list ended sooner than its count said (reviews were deleted meanwhile).
  const [ended, setEnded] = useState(false);
  const reviews = [...first.items, ...extra];
  const onMore = () => {
    setBusy(true);
    getProductReviewPage(productId, reviews.length)
      .then(
        ({ items }) => {
          if (items.length < PRODUCT_REVIEWS_PER_PAGE) setEnded(true);
          setExtra((shown) => {
            const seen = new Set([...first.items, ...shown].map((r) => r._id));
            return [...shown, ...items.filter((r) => !seen.has(r._id))];
          });
        },
        (error: unknown) => console.error(error),
      )
      .finally(() => setBusy(false));
  };
  const more: MoreReviews = { hasMore: !ended && reviews.length < first.total, busy, onMore };
  return { reviews, more };
}
