import { useLoaderData } from 'react-router';
import { ReassuranceStrip } from '../../features/catalog/components/reassurance-strip';
import { TopRatedSection } from '../../features/catalog/components/top-rated-section';
import { HomeHero } from '../../features/catalog/components/home-hero';
import { HomeSection } from '../../features/catalog/components/home-section';
import { TestimonialCarousel } from '../../features/catalog/components/testimonial-carousel';
import { useCardActions } from '../../features/catalog/use-card-actions';
import { LoadFailure, LoggedOnly } from '../../components/load-failure';
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
      <Deferred
        resolve={home}
        loading={<LoadingOverlay />}
        error={(error) => <LoadFailure error={error} look="page" />}
      >
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
            {/* The testimonials are a bonus: their failure is logged and hides nothing else. */}
            <Deferred resolve={testimonials} loading={null} error={(error) => <LoggedOnly error={error} />}>
              {(first) => <TestimonialCarousel first={first} />}
            </Deferred>
          </>
        )}
      </Deferred>
    </main>
  );
}
