import type { ReviewPage } from '../api/get-product-review-page';
import { useMoreReviews } from '../use-more-reviews';
import { ReviewsStrip } from './reviews-strip';

/** The product's reviews strip: the first page, and more on demand. */
export function ProductReviews({ productId, first }: { productId: string; first: ReviewPage }) {
  const { reviews, more } = useMoreReviews(productId, first);
  return <ReviewsStrip reviews={reviews} more={more} />;
}
