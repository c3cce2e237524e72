import { useState } from 'react';
import {
  NO_REVIEW_FILTER,
  PRODUCT_REVIEWS_PER_PAGE,
  getProductReviewPage,
  type ReviewFilter,
  type ReviewPage,
} from '../api/get-product-review-page';
import { usePages } from '../use-pages';
import { LoggedOnly } from '../../../components/load-failure';
import { useApiRead } from '../../../lib/use-api-read';
import { ReviewFilters } from './review-filters';
import { ReviewsStrip } from './reviews-strip';

const filterKey = (f: ReviewFilter) => `${f.withPhotos ? 'photos' : ''}|${f.skinType ?? ''}`;
const NONE = filterKey(NO_REVIEW_FILTER);

/**
 * The product's reviews strip: the first page, and more on demand (a failed page is logged only).
 * Narrowed to reviews with photos or by a skin type, the first page of those is read afresh.
 */
export function ProductReviews({ productId, first }: { productId: string; first: ReviewPage }) {
  const [filter, setFilter] = useState<ReviewFilter>(NO_REVIEW_FILTER);
  const key = filterKey(filter);
  // A narrowed page that fails is logged only: the reviews shown before stay.
  const narrowed = useApiRead(key === NONE ? null : `${productId}|${key}`, () =>
    getProductReviewPage(productId, 0, filter),
  );
  const page = key === NONE ? first : (narrowed.data ?? null);
  const controls = first.total > 0 && <ReviewFilters filter={filter} onChange={setFilter} busy={!page} />;
  // One tree whatever the filter: the section, and the control she just used, stay mounted (her
  // focus stays on it); until the narrowed page comes, the reviews shown before stay.
  return (
    <>
      <ReviewPages
        productId={productId}
        first={page ?? narrowed.last?.data ?? first}
        filter={filter}
        waiting={!page}
        controls={controls}
      />
      {narrowed.error !== undefined && <LoggedOnly error={narrowed.error} />}
    </>
  );
}

function ReviewPages({
  productId,
  first,
  filter,
  waiting,
  controls,
}: {
  productId: string;
  /** The first page shown; a new one starts the pages afresh (see `usePages`). */
  first: ReviewPage;
  filter: ReviewFilter;
  /** The filter changed and its first page is on its way: no "More reviews" meanwhile. */
  waiting: boolean;
  controls: React.ReactNode;
}) {
  const pages = usePages(
    first,
    (page) => getProductReviewPage(productId, page * PRODUCT_REVIEWS_PER_PAGE, filter),
    PRODUCT_REVIEWS_PER_PAGE,
  );
  return (
    <>
      <ReviewsStrip
        reviews={pages.items}
        controls={controls}
        empty={filterKey(filter) === NONE ? undefined : 'No reviews match these filters yet.'}
        more={waiting ? undefined : { hasMore: pages.hasMore, busy: pages.busy, onMore: pages.more }}
      />
      {pages.error && <LoggedOnly error={pages.error} />}
    </>
  );
}
