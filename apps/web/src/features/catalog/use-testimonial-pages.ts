import { useCallback, useEffect, useRef, useState } from 'react';
import type { Review } from '@shop/shared/catalog/review-schemas';
import { getTestimonialPage } from './api/get-testimonial-page';
import type { ReviewPage } from './api/get-product-review-page';
import { TESTIMONIALS_PER_PAGE, neighbourPages, pageOf } from './testimonial-pages';

/**
 * The testimonials loaded so far, a page of 7 at a time: the loader's first page, then the pages
 * beside the one shown, fetched before the shopper moves onto them. A failed page is logged and
 * asked for again the next time it is needed.
 */
export function useTestimonialPages(first: ReviewPage, shownIndex: number) {
  const [pages, setPages] = useState(() => new Map<number, Review[]>([[0, first.items]]));
  const asked = useRef(new Set<number>([0]));
  const { total } = first;
  const { page } = pageOf(shownIndex);

  const ensure = useCallback((wanted: number) => {
    if (asked.current.has(wanted)) return;
    asked.current.add(wanted);
    getTestimonialPage(wanted).then(
      ({ items }) => setPages((loaded) => new Map(loaded).set(wanted, items)),
      (error: unknown) => {
        asked.current.delete(wanted);
        console.error(error);
      },
    );
  }, []);

  useEffect(() => {
    for (const p of neighbourPages(page, total)) ensure(p);
  }, [page, total, ensure]);

  const reviewAt = (index: number): Review | undefined =>
    pages.get(Math.floor(index / TESTIMONIALS_PER_PAGE))?.[index % TESTIMONIALS_PER_PAGE];
  return { total, reviewAt };
}
