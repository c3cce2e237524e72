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

/** How many reviews the page (0-based) holds when there are `total` in all. */
export function pageLength(page: number, total: number): number {
  return Math.max(0, Math.min(TESTIMONIALS_PER_PAGE, total - page * TESTIMONIALS_PER_PAGE));
}

/** The pages worth having ready beside `page`: it and the ones either side (looping). */
export function neighbourPages(page: number, total: number): number[] {
  const pages = Math.ceil(total / TESTIMONIALS_PER_PAGE);
  if (pages === 0) return [];
  return [...new Set([page, (page + 1) % pages, (page - 1 + pages) % pages])];
}
