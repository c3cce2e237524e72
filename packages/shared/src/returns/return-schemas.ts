import { z } from 'zod';
import { nairaAmount } from '../money-schema.ts';
import { messages } from '../messages.ts';

// Returns, exchanges and store credit (decision 52): the shopper's request
// (POST /api/order/orders/:id/returns), staff's steps (GET/PATCH /api/admin/returns/:id) and the
// customer's store credit (GET /api/order/store-credit). Money in naira, as everywhere in the API.

const m = messages.returns;

/** requested → approved | refused; approved → received → closed (with one outcome). */
export const RETURN_STATUSES = ['requested', 'approved', 'refused', 'received', 'closed'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_OUTCOMES = ['refund', 'credit', 'exchange'] as const;
export type ReturnOutcome = (typeof RETURN_OUTCOMES)[number];

export const MAX_RETURN_PHOTOS = 3;
/** Photos uploaded for one order and not yet sent with a request: a shopper changing her mind, not a store. */
export const MAX_UNUSED_RETURN_PHOTOS = 9;
export const MAX_RETURN_REASON = 1000;

export const ReturnRequestItemSchema = z.object({
  orderItemId: z.string().trim().min(1).max(100),
  quantity: z.number().int().min(1).max(1000),
});

export const ReturnRequestSchema = z.object({
  items: z.array(ReturnRequestItemSchema).min(1, m.chooseItem).max(100),
  reason: z.string().trim().min(1, m.reasonRequired).max(MAX_RETURN_REASON, m.reasonTooLong),
  /**
   * Photos uploaded first (POST /api/order/orders/:id/return-photos), by id: re-encoded, their
   * metadata stripped; only this order's, uploaded by the same asker and not used before.
   */
  photos: z.array(z.string().trim().min(1).max(200)).max(MAX_RETURN_PHOTOS, m.tooManyPhotos).default([]),
  /** A guest's proof: the token of the order page's link (a signed-in owner needs none). */
  viewToken: z.string().max(200).optional(),
});
export type ReturnRequest = z.input<typeof ReturnRequestSchema>;

export const ReturnItemSchema = z.object({
  orderItemId: z.string(),
  name: z.string(),
  color: z.string().nullable(),
  quantity: z.number().int(),
  price: nairaAmount,
});

export const ReturnSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  email: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.string(),
  note: z.string().nullable(),
  /** The photos' picture names (GET /api/images/{name}; `-w400` before `.webp` for a smaller one). */
  photos: z.array(z.string()),
  items: z.array(ReturnItemSchema),
  /** What the returned lines were paid (their share of any code taken off), delivery not included. */
  value: nairaAmount,
  outcome: z.enum(RETURN_OUTCOMES).nullable(),
  /** Money refunded, credit given, or for an exchange what went out and the difference refunded. */
  refunded: nairaAmount,
  credited: nairaAmount,
  exchange: z
    .object({ name: z.string(), color: z.string().nullable(), quantity: z.number().int() })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Return = z.infer<typeof ReturnSchema>;

export const ReturnResponseSchema = z.object({ return: ReturnSchema });

/** An uploaded return photo: its id for the request, and its picture's name (GET /api/images/{image}). */
export const ReturnPhotoResponseSchema = z.object({ photo: z.object({ id: z.string(), image: z.string() }) });
export type ReturnPhoto = z.infer<typeof ReturnPhotoResponseSchema>['photo'];
export const ReturnsResponseSchema = z.object({ data: z.array(ReturnSchema) });
/** A line of the order as the return form offers it: how many may still be returned. */
export const ReturnableItemSchema = z.object({
  orderItemId: z.string(),
  name: z.string(),
  color: z.string().nullable(),
  bought: z.number().int(),
  returnable: z.number().int(),
  finalSale: z.boolean(),
});
export type ReturnableItem = z.infer<typeof ReturnableItemSchema>;

export const OrderReturnsResponseSchema = z.object({
  data: z.array(ReturnSchema),
  /** Whether a return may be asked now, and the shop's window and rules to show. */
  window: z.object({
    open: z.boolean(),
    days: z.number().int(),
    rules: z.string(),
    until: z.string().nullable(),
  }),
  items: z.array(ReturnableItemSchema),
});
export type OrderReturnsResponse = z.infer<typeof OrderReturnsResponseSchema>;

/** A guest's proof on GET: the order page's token. */
export const OrderReturnsQuerySchema = z.object({ token: z.string().max(200).optional() });

export const AdminReturnsQuerySchema = z.object({ status: z.enum(RETURN_STATUSES).optional() });

const note = z.string().trim().max(1000).optional();
export const ReturnActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve'), note }),
  z.object({ action: z.literal('refuse'), note: z.string().trim().min(1, m.noteRequired).max(1000) }),
  z.object({ action: z.literal('receive'), note }),
  // An exchange names what goes out instead (productId, and colorId for a shaded product).
  z.object({
    action: z.literal('close'),
    outcome: z.enum(RETURN_OUTCOMES),
    note,
    productId: z.string().trim().max(100).optional(),
    colorId: z.string().trim().max(100).nullable().optional(),
  }),
]);
export type ReturnAction = z.infer<typeof ReturnActionSchema>;

export const StoreCreditResponseSchema = z.object({ balance: nairaAmount });
export type StoreCreditResponse = z.infer<typeof StoreCreditResponseSchema>;
