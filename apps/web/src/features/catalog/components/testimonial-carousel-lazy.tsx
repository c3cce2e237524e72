import { lazy, Suspense } from 'react';
import type { ReviewPage } from '../api/get-product-reviews';

// The carousel sits below the full-screen hero, never in the first view: its code loads while
// the shopper reads the top of the page, keeping the first page's bundle small.
/** Starts downloading the carousel's code (the route's loader calls it beside the data's fetches). */
export const preloadTestimonialCarousel = () => import('./testimonial-carousel');
const TestimonialCarousel = lazy(() =>
  preloadTestimonialCarousel().then((m) => ({ default: m.TestimonialCarousel })),
);

export function TestimonialCarouselLazy({ first }: { first: ReviewPage }) {
  if (first.total === 0) return null;
  return (
    <Suspense fallback={<div className="min-h-[30rem] bg-nude" />}>
      <TestimonialCarousel first={first} />
    </Suspense>
  );
}
