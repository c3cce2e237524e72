import { z } from 'zod';
import { CheckoutResponseSchema } from '../checkout/checkout-schemas.ts';
import { TrackedOrderSchema } from './order-schemas.ts';

// GET /api/pay/:token: what the payment link's page shows and pays. Whoever holds the link sees
// what the order's own page shows (what was bought, where it goes, the total) and pays the order's
// own transaction: the amount is the server's, never the page's.

/** A link's path on the shop's address: the page `/pay/:token` (page-paths.ts). */
export const payLinkPath = (token: string) => `/pay/${token}`;

export const PayLinkViewSchema = z.object({
  shopName: z.string(),
  order: TrackedOrderSchema.extend({
    name: z.string(),
    address: z.string(),
    state: z.string(),
    city: z.string(),
    /** Collected at the shop's counter: no address to show. */
    pickup: z.boolean(),
  }),
  /** The link closes (and the order's stock is given back) at this time. */
  expiresAt: z.string(),
  /** A bank transfer or USSD payment is on its way until then: the page waits for it. */
  awaitingTransferUntil: z.string().optional(),
  /** The popup's parameters, as the checkout answers them. */
  payment: CheckoutResponseSchema,
});
export type PayLinkView = z.infer<typeof PayLinkViewSchema>;
