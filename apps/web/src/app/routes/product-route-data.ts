import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { getProduct } from '../../lib/get-product';
import { getProductReviewPage } from '../../features/catalog/api/get-product-review-page';
import { getRatingSummary } from '../../features/catalog/api/get-rating-summary';
import { getSimilar } from '../../features/catalog/api/get-similar';
import { startMyReview } from '../../features/reviews/start-my-review';
import { handled } from '../../lib/handled';

// The product page's data, in the first bundle: it starts with the route while the page's code
// (product-route.tsx, loaded on demand) downloads beside it.

/**
 * Starts the product, its first page of reviews, its rating summary and its similar items at once,
 * as the route begins, without waiting for any of them (the page shows each as it arrives).
 */
export function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  return {
    product: handled(getProduct(id)),
    reviews: handled(getProductReviewPage(id, 0)),
    summary: handled(getRatingSummary(id)),
    similar: handled(getSimilar(id)),
    mine: startMyReview(id), // a signed-in shopper's "may I review this"; null for a guest
  };
}

// Read again only for another product: the similar items are a new random choice on each read,
// and a cart or saved-items change elsewhere leaves this page's data as it is.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams }) =>
  currentParams.id !== nextParams.id;
