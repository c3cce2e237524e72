import { topRatedProducts } from '@shop/shared/catalog/listing';
import { ReassuranceStrip } from '../../features/catalog/components/reassurance-strip';
import { TopRatedSection } from '../../features/catalog/components/top-rated-section';
import { HomeHero } from '../../features/catalog/components/home-hero';
import { HomeSection } from '../../features/catalog/components/home-section';
import { LoadError } from '../../features/catalog/components/load-error';
import { TestimonialCarousel } from '../../features/catalog/components/testimonial-carousel';
import { loadHome } from '../../features/catalog/load-home';
import { useCardActions } from '../../features/catalog/use-card-actions';
import { useLoad } from '../../features/catalog/use-load';
import { LoadingOverlay } from '../../components/ui/loading-overlay';

export function HomeRoute() {
  const state = useLoad('home', loadHome);
  const actions = useCardActions();
  return (
    <main>
      <HomeHero productsId="shop-products" />
      <ReassuranceStrip />
      {state.status === 'loading' && <LoadingOverlay />}
      {state.status === 'error' && <LoadError error={state.error} />}
      {state.status === 'ready' && (
        <>
          <HomeSection
            id="shop-products"
            category="skincare"
            products={state.data.skincare}
            actions={actions}
          />
          <HomeSection category="makeup" products={state.data.makeup} actions={actions} />
          <TopRatedSection
            products={topRatedProducts([...state.data.skincare, ...state.data.makeup], 4)}
            actions={actions}
          />
          <TestimonialCarousel reviews={state.data.reviews} />
        </>
      )}
    </main>
  );
}
