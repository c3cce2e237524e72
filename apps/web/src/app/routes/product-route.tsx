import { useCallback, useEffect, useState } from 'react';
import type { Review } from '@shop/shared/catalog/review-schemas';
import { useParams } from 'react-router';
import { productMeta } from '@shop/shared/catalog/page-meta';
import { ProductDetails } from '../../features/catalog/components/product-details';
import { ProductSkeleton } from '../../features/catalog/components/product-skeleton';
import { ProductNotFound } from '../../features/catalog/components/product-not-found';
import { ReviewsStrip } from '../../features/catalog/components/reviews-strip';
import { SimilarItems } from '../../features/catalog/components/similar-items';
import { getProductReviews } from '../../features/catalog/api/get-product-reviews';
import { loadProductPage } from '../../features/catalog/load-product-page';
import { useCardActions } from '../../features/catalog/use-card-actions';
import { useDocumentMeta } from '../../features/catalog/use-document-meta';
import { useLoad } from '../../features/catalog/use-load';
import { WriteReviewLazy } from '../../features/reviews/components/write-review-lazy';
import { ApiError } from '../../lib/api-client';
import { shopConfig } from '../../lib/shop-config';

export function ProductRoute() {
  const { id = '' } = useParams();
  const state = useLoad(id, loadProductPage);
  const actions = useCardActions();
  // Reviews read again after the customer writes or deletes theirs, so the list, the average and
  // the star bars change at once; kept per product, so another product's page starts fresh.
  const [fresh, setFresh] = useState<{ id: string; reviews: Review[] } | null>(null);
  const refreshReviews = useCallback(() => {
    getProductReviews(id).then(
      (reviews) => setFresh({ id, reviews }),
      (error: unknown) => console.error(error),
    );
  }, [id]);
  const product = state.status === 'ready' ? state.data.product : null;
  const meta = product && productMeta(product, shopConfig.shopName);
  useDocumentMeta(meta?.title ?? null, meta?.description ?? null);

  const reviews = (loaded: Review[]) => (fresh?.id === id ? fresh.reviews : loaded);

  const notFound = state.status === 'error' && state.error instanceof ApiError && state.error.status === 404;
  useEffect(() => {
    // Other load failures on this page are logged only.
    if (state.status === 'error' && !notFound) console.error(state.error);
  }, [state, notFound]);

  return (
    <main className="mx-auto max-w-7xl px-4 py-8 md:py-12">
      {state.status === 'loading' && <ProductSkeleton />}
      {notFound && <ProductNotFound />}
      {state.status === 'ready' && (
        <>
          <ProductDetails product={state.data.product} reviews={reviews(state.data.reviews)} />
          <ReviewsStrip reviews={reviews(state.data.reviews)} />
          <WriteReviewLazy productId={state.data.product.productId} onChanged={refreshReviews} />
          <SimilarItems products={state.data.similar} actions={actions} />
        </>
      )}
    </main>
  );
}
