import { useLoaderData } from 'react-router';
import { ReassuranceStrip } from '../../features/catalog/components/reassurance-strip';
import { TopRatedSection } from '../../features/catalog/components/top-rated-section';
import { HomeHero } from '../../features/catalog/components/home-hero';
import { HomeSection } from '../../features/catalog/components/home-section';
import { LoadError } from '../../features/catalog/components/load-error';
import { TestimonialCarousel } from '../../features/catalog/components/testimonial-carousel';
import { useCardActions } from '../../features/catalog/use-card-actions';
import { Deferred } from '../../components/ui/deferred';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import type { loader } from './home-route-data';

export function Component() {
  const { home, testimonials } = useLoaderData<typeof loader>();
  const actions = useCardActions();
  return (
    <main>
      <HomeHero productsId="shop-products" />
      <ReassuranceStrip />
      <Deferred resolve={home} loading={<LoadingOverlay />} error={(error) => <LoadError error={error} />}>
        {(products) => (
          <>
            <HomeSection
              id="shop-products"
              category="skincare"
              products={products.skincare}
              actions={actions}
            />
            <HomeSection category="makeup" products={products.makeup} actions={actions} />
            <TopRatedSection products={products.topRated} actions={actions} />
            <Deferred resolve={testimonials} loading={null} error={() => null}>
              {(first) => <TestimonialCarousel first={first} />}
            </Deferred>
          </>
        )}
      </Deferred>
    </main>
  );
}
