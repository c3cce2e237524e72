import { z } from 'zod';
import { EmailSchema } from '../auth/auth-schemas.ts';
import { messages } from '../messages.ts';

// The contract: "Notify me", the reminder's restore link, unsubscribing and
// the shopkeeper's low-stock list. Amounts are naira, as everywhere the API crosses to the browser.

/** POST /api/product/products/:id/notify: colorId names the shade (null or absent: the product). */
export const NotifyRequestSchema = z.strictObject({
  email: z.string({ error: messages.checkout.email }).pipe(EmailSchema),
  colorId: z.uuid('Unknown shade').nullable().optional(),
});
export type NotifyRequest = z.infer<typeof NotifyRequestSchema>;

export const NotifyResponseSchema = z.object({ message: z.string() });

/** A line of a restored cart, in the cart's own shape, at today's catalogue price. */
export const RestoredItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  price: z.number(),
  image: z.string().nullable(),
  quantity: z.number().int().positive(),
  color: z.object({ _id: z.string(), name: z.string(), code: z.string() }).nullable(),
});

/** GET /api/cart/restore/:token: the checkout's lines still sold, and how many were left out. */
export const RestoredCartResponseSchema = z.object({
  items: z.array(RestoredItemSchema),
  gone: z.number().int().min(0),
});
export type RestoredCartResponse = z.infer<typeof RestoredCartResponseSchema>;

/** GET (what the link is for) and POST (do it) /api/mail/unsubscribe?token=… */
export const UnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(600) });
export const UnsubscribeResponseSchema = z.object({ email: z.string(), unsubscribed: z.boolean() });
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponseSchema>;
