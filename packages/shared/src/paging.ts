/**
 * The header in which a paged list's answer (a product's reviews, the testimonials) carries the
 * number of all its items, so the page can say how many remain without a second request.
 */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
