// The testimonial state: reviews paged 7 at a time; the index advances every 5 seconds,
// moves to the next page at a page's end and back to page 1 after the last.

export const TESTIMONIALS_PER_PAGE = 7;
export const TESTIMONIAL_INTERVAL_MS = 5000;

export function nextTestimonial(index: number, total: number): number {
  return total === 0 ? 0 : (index + 1) % total;
}

export function previousTestimonial(index: number, total: number): number {
  return total === 0 ? 0 : (index - 1 + total) % total;
}

/** The page (0-based) an index is on, and the first index of that page. */
export function pageOf(index: number) {
  const page = Math.floor(index / TESTIMONIALS_PER_PAGE);
  return { page, start: page * TESTIMONIALS_PER_PAGE };
}
