import {
  PRODUCT_REVIEWS_PER_PAGE,
  getProductReviewPage,
  type ReviewPage,
} from '../api/get-product-review-page';
import { usePages } from '../use-pages';
import { LoggedOnly } from '../../../components/load-failure';
import { ReviewsStrip } from './reviews-strip';

/** The product's reviews strip: the first page, and more on demand (a failed page is logged only). */
export function ProductReviews({ productId, first }: { productId: string; first: ReviewPage }) {
  const pages = usePages(
    first,
    (page) => getProductReviewPage(productId, page * PRODUCT_REVIEWS_PER_PAGE),
    PRODUCT_REVIEWS_PER_PAGE,
  );
  return (
    <>
      <ReviewsStrip
        reviews={pages.items}
        more={{ hasMore: pages.hasMore, busy: pages.busy, onMore: pages.more }}
      />
      {pages.error && <LoggedOnly error={pages.error} />}
    </>
  );
}
