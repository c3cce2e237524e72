import { lazy, Suspense } from 'react';
import type { ReviewPage } from '../api/get-product-reviews';
import { ReviewsSkeleton } from './page-skeletons';

// The reviews strip sits below the product's picture and buttons: its code loads beside its
// data, keeping the first page's bundle small; the skeleton holds its place meanwhile.
/** Starts downloading the strip's code (the route's loader calls it beside the data's fetches). */
export const preloadProductReviews = () => import('./product-reviews');
const ProductReviews = lazy(() => preloadProductReviews().then((m) => ({ default: m.ProductReviews })));

export function ProductReviewsLazy(props: { productId: string; first: ReviewPage }) {
  return (
    <Suspense fallback={<ReviewsSkeleton />}>
      <ProductReviews {...props} />
    </Suspense>
  );
}
