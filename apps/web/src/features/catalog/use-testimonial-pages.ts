import { useEffect } from 'react';
import { getTestimonialPage } from './api/get-testimonial-page';
import type { ReviewPage } from './api/get-product-review-page';
import { TESTIMONIALS_PER_PAGE, neighbourPages, pageOf } from './testimonial-pages';
import { usePages } from './use-pages';

/**
 * The testimonials loaded so far, a page of 7 at a time: the loader's first page, then the pages
 * beside the one shown, fetched before the shopper moves onto them once the carousel is near the
 * screen (`near`; it sits at the foot of the home page, and its pages would otherwise be fetched
 * and drawn in a phone's first seconds). A failed page is asked for again when next needed.
 */
export function useTestimonialPages(first: ReviewPage, shownIndex: number, near: boolean) {
  const { total, at, want, error } = usePages(first, getTestimonialPage, TESTIMONIALS_PER_PAGE);
  const { page } = pageOf(shownIndex);

  useEffect(() => {
    // The page shown is always wanted (the timer may move on while the carousel is far away).
    for (const p of near ? neighbourPages(page, total) : [page]) want(p);
  }, [page, total, want, near]);

  return { total, reviewAt: at, error };
}
