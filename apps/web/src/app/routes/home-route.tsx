import { useLoaderData } from 'react-router';
import { getHome } from '../../features/catalog/api/get-home';
import type { ReviewPage } from '../../features/catalog/api/get-product-reviews';
import { getTestimonialPage } from '../../features/catalog/api/get-testimonials';
import { ReassuranceStrip } from '../../features/catalog/components/reassurance-strip';
import { TopRatedSection } from '../../features/catalog/components/top-rated-section';
import { HomeHero } from '../../features/catalog/components/home-hero';
import { HomeSection } from '../../features/catalog/components/home-section';
import { LoadError } from '../../features/catalog/components/load-error';
import {
  TestimonialCarouselLazy,
  preloadTestimonialCarousel,
} from '../../features/catalog/components/testimonial-carousel-lazy';
import { useCardActions } from '../../features/catalog/use-card-actions';
import { Deferred } from '../../components/ui/deferred';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { handled } from '../../lib/handled';

const NO_TESTIMONIALS: ReviewPage = { items: [], total: 0 };

/** The home page's products and its first page of testimonials, started together with the route. */
export function loader() {
  void preloadTestimonialCarousel().catch(() => {}); // retried by the lazy component if it failed
  return {
    home: handled(getHome()),
    // Testimonials are a bonus: their failure is logged and must not hide the products.
    testimonials: getTestimonialPage(0).catch((error: unknown) => {
      console.error(error);
      return NO_TESTIMONIALS;
    }),
  };
}

// Shoppers' own changes (cart, saved items) do not change what the home page shows.
export const shouldRevalidate = () => false;

/** The first paint, before the router has run the loader: the page as it starts, loading. */
export function HomeHydrateFallback() {
  return (
    <main>
      <HomeHero productsId="shop-products" />
      <ReassuranceStrip />
      <LoadingOverlay />
    </main>
  );
}

export function HomeRoute() {
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
              {(first) => <TestimonialCarouselLazy first={first} />}
            </Deferred>
          </>
        )}
      </Deferred>
    </main>
  );
}
