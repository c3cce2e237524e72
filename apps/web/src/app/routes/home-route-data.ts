import { getHome } from '../../features/catalog/api/get-home';
import type { ReviewPage } from '../../features/catalog/api/get-product-review-page';
import { getTestimonialPage } from '../../features/catalog/api/get-testimonial-page';
import { handled } from '../../lib/handled';

// The home page's data, in the first bundle: it starts with the route while the page's code
// (home-route.tsx, loaded on demand) downloads beside it.

const NO_TESTIMONIALS: ReviewPage = { items: [], total: 0 };

/** The home page's products and its first page of testimonials, started together with the route. */
export function loader() {
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
