import { z } from 'zod';
import { OrderSchema } from './order-schemas.ts';
import { POD_ANSWERS, POD_CONFIRMATIONS } from './pod-confirmation.ts';

// The confirm page's and its answer's contracts (docs/decisions/0053-pay-on-delivery-confirmation.md).

export const PodAnswerBodySchema = z.strictObject({
  answer: z.enum(POD_ANSWERS, { error: 'answer must be confirm or cancel' }),
});
export type PodAnswerBody = z.infer<typeof PodAnswerBodySchema>;

export const PodTokenParamsSchema = z.object({ token: z.string().min(1).max(400) });

/** What the confirm page shows: the order as the shopper knows it, and where her answer stands. */
export const PodConfirmationViewSchema = OrderSchema.pick({
  orderNumber: true,
  items: true,
  amount: true,
  subtotal: true,
  discount: true,
  transportCost: true,
  deliveryName: true,
  deliveryEta: true,
  address: true,
  city: true,
  state: true,
}).extend({
  confirmation: z.enum(POD_CONFIRMATIONS),
  /** False once the order has shipped, been delivered or cancelled: no answer is taken any more. */
  open: z.boolean(),
});
export type PodConfirmationView = z.infer<typeof PodConfirmationViewSchema>;

export const PodAnswerResponseSchema = z.object({
  confirmation: z.enum(POD_CONFIRMATIONS),
  message: z.string(),
});
export type PodAnswerResponse = z.infer<typeof PodAnswerResponseSchema>;
