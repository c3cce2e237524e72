import { useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { getProduct } from '../../features/catalog/api/get-product';
import { getProductReviewPage, getRatingSummary } from '../../features/catalog/api/get-product-reviews';
import { getSimilar } from '../../features/catalog/api/get-similar';
import { ProductLoadFailure } from '../../features/catalog/components/product-load-failure';
import { ProductPage } from '../../features/catalog/components/product-page';
import { preloadProductReviews } from '../../features/catalog/components/product-reviews-lazy';
import { ProductSkeleton } from '../../features/catalog/components/product-skeleton';
import { WriteReviewLazy } from '../../features/reviews/components/write-review-lazy';
import { startMyReview } from '../../features/reviews/start-my-review';
import { Deferred } from '../../components/ui/deferred';
import { handled } from '../../lib/handled';

/**
 * Starts the product, its first page of reviews, its rating summary and its similar items at once,
 * as the route begins, without waiting for any of them (the page shows each as it arrives).
 */
export function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  void preloadProductReviews().catch(() => {}); // retried by the lazy component if it failed
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

const shell = 'mx-auto max-w-7xl px-4 py-8 md:py-12';

/** The first paint, before the router has run the loader: the same skeleton the page starts with. */
export function ProductHydrateFallback() {
  return (
    <main className={shell}>
      <ProductSkeleton />
    </main>
  );
}

export function ProductRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <main className={shell}>
      <Deferred
        resolve={data.product}
        loading={<ProductSkeleton />}
        error={(error) => <ProductLoadFailure error={error} />}
      >
        {(product) => (
          <ProductPage
            key={product.productId}
            product={product}
            data={data}
            writeReview={(onChanged) => (
              <WriteReviewLazy productId={product.productId} started={data.mine} onChanged={onChanged} />
            )}
          />
        )}
      </Deferred>
    </main>
  );
}
