import { useCallback, useState, type ReactNode } from 'react';
import type { Product, ProductPageProduct } from '@shop/shared/catalog/product-schemas';
import { catalogMessages } from '@shop/shared/catalog/catalog-messages';
import { productMeta } from '@shop/shared/catalog/page-meta';
import type { RatingSummary as Summary } from '@shop/shared/catalog/rating';
import { Deferred } from '../../../components/ui/deferred';
import { shopConfig } from '../../../lib/shop-config';
import { getProductReviewPage, type ReviewPage } from '../api/get-product-review-page';
import { getRatingSummary } from '../api/get-rating-summary';
import { useCardActions } from '../use-card-actions';
import { useDocumentMeta } from '../use-document-meta';
import { ProductGridSkeleton, ReviewsSkeleton } from './page-skeletons';
import { ProductDetails } from './product-details';
import { LoggedOnly, logFailure } from '../../../components/load-failure';
import { ProductReviews } from './product-reviews';
import { RatingSummary } from './rating-summary';
import { SimilarItems } from './similar-items';
import { ProductRow } from './product-row';

export type ProductPageData = {
  reviews: Promise<ReviewPage>;
  summary: Promise<Summary>;
  similar: Promise<Product[]>;
};

const logged = (error: Error) => <LoggedOnly error={error} />;

/**
 * A loaded product with its parts as they arrive: the rating summary and the reviews strip (read
 * again, from the first page, after the customer writes or deletes a review, so the list, the
 * average and the star bars change at once) and the similar items.
 */
export function ProductPage({
  product,
  data,
  writeReview,
}: {
  product: ProductPageProduct;
  data: ProductPageData;
  /** The review form (another feature's), told when the customer's review changed. */
  writeReview: (onChanged: () => void) => ReactNode;
}) {
  const actions = useCardActions();
  const meta = productMeta(product, shopConfig.shopName);
  useDocumentMeta(meta.title, meta.description);
  const { productId } = product;
  const [fresh, setFresh] = useState<{ round: number; first: ReviewPage; summary: Summary } | null>(null);
  const refreshReviews = useCallback(() => {
    Promise.all([getProductReviewPage(productId, 0), getRatingSummary(productId)]).then(
      ([first, summary]) => setFresh((old) => ({ round: (old?.round ?? 0) + 1, first, summary })),
      logFailure,
    );
  }, [productId]);

  const rating = fresh ? (
    <RatingSummary summary={fresh.summary} />
  ) : (
    <Deferred resolve={data.summary} loading={<RatingSummary summary={null} />} error={logged}>
      {(summary) => <RatingSummary summary={summary} />}
    </Deferred>
  );
  return (
    <>
      <ProductDetails product={product} rating={rating} />
      <ProductRow
        id="pairs-title"
        title={catalogMessages.pairsWellWith}
        products={product.pairsWellWith}
        actions={actions}
      />
      <ProductRow
        id="also-bought-title"
        title={catalogMessages.customersAlsoBought}
        products={product.customersAlsoBought}
        actions={actions}
      />
      {fresh ? (
        <ProductReviews key={fresh.round} productId={productId} first={fresh.first} />
      ) : (
        <Deferred resolve={data.reviews} loading={<ReviewsSkeleton />} error={logged}>
          {(first) => <ProductReviews productId={productId} first={first} />}
        </Deferred>
      )}
      {writeReview(refreshReviews)}
      <Deferred resolve={data.similar} loading={<ProductGridSkeleton />} error={logged}>
        {(similar) => <SimilarItems products={similar} actions={actions} />}
      </Deferred>
    </>
  );
}
