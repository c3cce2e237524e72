// The kinds of discount code: percent off the lines in scope, naira off them, or free
// delivery. Names of the API contract (`"type"`), checked by the database too.
export const DISCOUNT_TYPES = ['percent', 'fixed', 'free_delivery'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
