// What the shop counts as a sale, in one place for the server's figures and the page's words.

/** An order is a sale once its payment is verified and stays one through delivery. */
export const SALE_STATUSES = ['paid', 'processing', 'shipped', 'delivered'] as const;

/** How many days the daily series and the best sellers cover, today included. */
export const OVERVIEW_DAYS = 30;
