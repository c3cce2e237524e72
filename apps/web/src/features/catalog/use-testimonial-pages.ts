import { useEffect } from 'react';
import { getTestimonialPage } from './api/get-testimonial-page';
import type { ReviewPage } from './api/get-product-review-page';
import { TESTIMONIALS_PER_PAGE, neighbourPages, pageOf } from './testimonial-pages';
import { usePages } from './use-pages';

/**
 * The testimonials loaded so far, a page of 7 at a time: the loader's first page, then the pages
 * beside the one shown, fetched before the shopper moves onto them. A failed page is asked for
 * again the next time it is needed.
 */
export function useTestimonialPages(first: ReviewPage, shownIndex: number) {
  const { total, at, want, error } = usePages(first, getTestimonialPage, TESTIMONIALS_PER_PAGE);
  const { page } = pageOf(shownIndex);

  useEffect(() => {
    for (const p of neighbourPages(page, total)) want(p);
  }, [page, total, want]);

  return { total, reviewAt: at, error };
}
