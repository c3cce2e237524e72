import { z } from 'zod';
import { CheckoutRequestSchema, DeliverySchema } from './checkout-schemas.ts';

// POST /api/order/quote: the cart's totals from the server, the same figures the checkout will
// charge (the pricing contract). Only the place (state, LGA) of the delivery counts.

export const QuoteRequestSchema = z.object({
  items: CheckoutRequestSchema.shape.items,
  delivery: DeliverySchema.partial().optional(),
  transportOption: z.string().max(20).nullish(),
  discountCode: CheckoutRequestSchema.shape.discountCode,
});
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

/** Naira throughout. */
export const QuoteResponseSchema = z.object({
  subtotal: z.number(),
  discount: z.number(),
  /** 0 until an option is chosen, and when delivery is free. */
  transportCost: z.number(),
  amount: z.number(),
  /** The shop's free-delivery amount (after the discount), or null when it has none. */
  freeDeliveryOver: z.number().nullable(),
  /** What is still to add for free delivery: 0 once reached, null when the shop has none. */
  freeDeliveryShortfall: z.number().nullable(),
  /** The discount code applied, as the shop spells it, or null. */
  discountCode: z.string().nullable().optional(),
  /** The signed-in customer's store credit taken off after the code (decision 52); 0 for a guest. */
  storeCredit: z.number().optional(),
});
export type QuoteResponse = z.infer<typeof QuoteResponseSchema>;
