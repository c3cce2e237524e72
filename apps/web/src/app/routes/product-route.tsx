import { useLoaderData } from 'react-router';
import { ProductLoadFailure } from '../../features/catalog/components/product-load-failure';
import { ProductPage } from '../../features/catalog/components/product-page';
import { ProductSkeleton } from '../../features/catalog/components/product-skeleton';
import { WriteReviewLazy } from '../../features/reviews/components/write-review-lazy';
import { Deferred } from '../../components/ui/deferred';
import type { loader } from './product-route-data';

const shell = 'mx-auto max-w-7xl px-4 py-8 md:py-12';

export function Component() {
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
