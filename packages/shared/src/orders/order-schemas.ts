import { z } from 'zod';

// An order as read (spec section 3), plus the transport and owner the shop records.

export const ORDER_STATUS_VALUES = [
  'pending',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  // Unpaid 48 hours after checkout; a payment that still arrives settles it to paid.
  'expired',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUS_VALUES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const OrderItemSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  productImage: z.string().nullable(),
  /** Naira, the price paid. */
  price: z.number(),
  quantity: z.number().int(),
  color: z.object({ name: z.string(), code: z.string() }).nullable(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  state: z.string(),
  city: z.string(),
  items: z.array(OrderItemSchema),
  totalItems: z.number().int(),
  /** Naira: subtotal plus transport. */
  amount: z.number(),
  subtotal: z.number(),
  transportOption: z.string(),
  transportCost: z.number(),
  status: OrderStatusSchema,
  /** The payment reference. */
  transactionId: z.string(),
  /** Paid after its stock hold was given back and the stock had sold meanwhile: the admin must find stock. */
  oversold: z.literal(true).optional(),
});
export type Order = z.infer<typeof OrderSchema>;

export const UserOrdersResponseSchema = z.object({ data: z.array(OrderSchema) });

/** Admin list: without `status`, pending and expired (unpaid) orders are left out; `status=all` shows every one. */
export const AdminOrdersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  q: z.string().max(200).optional(),
  status: z.enum([...ORDER_STATUS_VALUES, 'all']).optional(),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>;

export const AdminOrdersResponseSchema = z.object({ data: z.array(OrderSchema), total: z.number().int() });
