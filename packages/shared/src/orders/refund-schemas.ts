import { z } from 'zod';
import { nairaAmount, nairaInput } from '../money-schema.ts';
import { messages } from '../messages.ts';
import { REFUND_STATUSES } from './payment-methods.ts';

// An admin's refund of an order (POST /api/order/orders/:id/refunds): naira in, naira out, like
// every amount of the API; the server turns it into whole kobo.

const m = messages.refunds;

/** Without `amount`, what is left to refund on the order. */
export const RefundRequestSchema = z.object({
  amount: nairaInput('The refund', { words: { min: m.amountPositive, wholeKobo: m.amountKobo } }).optional(),
  reason: z.string().trim().min(1, m.reasonRequired).max(500),
});
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

export const RefundStatusSchema = z.enum(REFUND_STATUSES);

/** One refund as the order shows it. */
export const RefundSchema = z.object({
  id: z.string(),
  amount: nairaAmount,
  status: RefundStatusSchema,
  reason: z.string(),
  /** paystack, sandbox, or manual (paid back by hand: pay on delivery). */
  provider: z.string(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof RefundSchema>;

export const RefundResponseSchema = z.object({ refund: RefundSchema });
export type RefundResponse = z.infer<typeof RefundResponseSchema>;
