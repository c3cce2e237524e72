import { z } from 'zod';
import { CheckoutItemSchema } from '../checkout/checkout-schemas.ts';
import { DiscountCodeInputSchema } from '../discounts/discount-schemas.ts';
import { nairaAmount, nairaInput } from '../money-schema.ts';
import { STAFF_CHANNELS } from './order-channels.ts';

// POST /api/admin/orders: an order staff record from a chat, a call or the counter. Types are
// checked here; the checkout's own rules (the address, the phone, the delivery offered there, the
// stock, the code) run again on the server with the checkout's messages.

/** How a recorded order is paid: already (cash, POS, bank transfer), to the rider, or by a link. */
export const STAFF_PAYMENT_METHODS = ['cash', 'pos', 'transfer', 'pay_on_delivery', 'link'] as const;
export type StaffPaymentMethod = (typeof STAFF_PAYMENT_METHODS)[number];

const text = (max: number) => z.string().trim().max(max);

export const StaffOrderRequestSchema = z.object({
  items: z.array(CheckoutItemSchema).min(1, 'Add at least one product').max(100),
  customer: z.object({
    name: text(200).min(1, 'Enter the customer’s name'),
    phone: text(30).min(1, 'Enter the customer’s phone number'),
    email: text(254).optional(),
  }),
  delivery: z.union([
    z.object({ pickup: z.literal(true) }),
    z.object({
      address: text(500),
      state: text(100),
      city: text(100),
      transportOption: text(20),
    }),
  ]),
  channel: z.enum(STAFF_CHANNELS, {
    message: 'channel must be one of whatsapp, instagram, walk_in, phone, other',
  }),
  discountCode: DiscountCodeInputSchema.optional(),
  /** Taken off the total by hand, with why (a loyal customer, a damaged box): recorded in the audit log. */
  manualDiscount: z
    .object({
      amount: nairaInput('Manual discount'),
      reason: text(300).min(1, 'Say why the discount is given'),
    })
    .optional(),
  payment: z.object({
    method: z.enum(STAFF_PAYMENT_METHODS, {
      message: 'payment.method must be one of cash, pos, transfer, pay_on_delivery, link',
    }),
    /** The bank transfer's or POS slip's reference, if any. */
    reference: text(100).optional(),
  }),
  /** Pay on delivery beyond the shop's states or maximum: allowed with a reason, recorded. */
  override: z.object({ reason: text(300).min(1, 'Say why the limit is set aside') }).optional(),
});
export type StaffOrderRequest = z.infer<typeof StaffOrderRequestSchema>;

export const StaffOrderResponseSchema = z.object({
  order: z.object({
    id: z.string(),
    orderNumber: z.string(),
    status: z.string(),
    amount: nairaAmount,
    /** Paid by link: the link to send (`<shop>/pay/<token>`) and when it closes. */
    payLink: z.string().optional(),
    payLinkExpiresAt: z.string().optional(),
  }),
});
export type StaffOrderResponse = z.infer<typeof StaffOrderResponseSchema>;
