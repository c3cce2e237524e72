import { z } from 'zod';
import { AdminPageQuerySchema } from '../admin/admin-list-schemas.ts';
import { ORDER_CHANNELS } from '../orders/order-channels.ts';
import { ORDER_STATUS_VALUES } from '../orders/order-schemas.ts';

// The admin's customers (decision 45): every person who bought, on any channel, one row per
// person. Money is whole kobo here, as the names say.

/** `q` searches names, phones and e-mails; `limit` and `offset` page as the other admin lists. */
export const CustomersQuerySchema = AdminPageQuerySchema;
export type CustomersQuery = z.infer<typeof CustomersQuerySchema>;

export const CustomerSchema = z.object({
  /** The id of the person's first order; any of their orders' ids opens them too (decision 45). */
  id: z.uuid(),
  /** As on their latest order. */
  name: z.string(),
  /** The latest order's phone (+234… when it is a Nigerian number) and e-mail; null when none was given. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Every phone and e-mail the person bought with, latest first. */
  phones: z.array(z.string()),
  emails: z.array(z.string()),
  orders: z.number().int(),
  /** Paid or collected orders only, net of refunds. */
  totalSpentKobo: z.number().int(),
  firstOrderAt: z.iso.datetime({ offset: true }),
  lastOrderAt: z.iso.datetime({ offset: true }),
  channels: z.array(z.enum(ORDER_CHANNELS)),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const CustomersPageSchema = z.object({ data: z.array(CustomerSchema), total: z.number().int() });
export type CustomersPage = z.infer<typeof CustomersPageSchema>;

export const CustomerOrderSchema = z.object({
  id: z.uuid(),
  /** GN-100001 */
  orderNumber: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  status: z.enum(ORDER_STATUS_VALUES),
  amountKobo: z.number().int(),
  refundedKobo: z.number().int(),
  channel: z.enum(ORDER_CHANNELS),
});
export type CustomerOrder = z.infer<typeof CustomerOrderSchema>;

export const CUSTOMER_NOTE_MAX = 1000;

export const CustomerNoteSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  /** Who wrote it (their username then), null for notes whose author's account is gone. */
  author: z.object({ id: z.uuid().nullable(), name: z.string() }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type CustomerNote = z.infer<typeof CustomerNoteSchema>;

export const CustomerDetailsSchema = z.object({
  customer: CustomerSchema,
  /** Newest first. */
  orders: z.array(CustomerOrderSchema),
  /** Newest first. */
  notes: z.array(CustomerNoteSchema),
});
export type CustomerDetails = z.infer<typeof CustomerDetailsSchema>;

export const CustomerParamsSchema = z.object({ id: z.string().max(100) });

export const CustomerNoteRequestSchema = z.object({
  body: z
    .string({ message: 'Write the note' })
    .trim()
    .min(1, 'Write the note')
    .max(CUSTOMER_NOTE_MAX, `A note may hold up to ${CUSTOMER_NOTE_MAX} characters`),
});
export type CustomerNoteRequest = z.infer<typeof CustomerNoteRequestSchema>;

export const CustomerNoteResponseSchema = z.object({ note: CustomerNoteSchema });
