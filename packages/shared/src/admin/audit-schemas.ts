import { z } from 'zod';

// The audit log (decision 37): every change a staff member made, as the server records it and the
// admin's audit view reads it. Kinds are fixed here, once, for the writer, the filter and the view.

export const AUDIT_KINDS = [
  'product.created',
  'product.updated',
  'product.deleted',
  'products.imported',
  'order.status',
  'order.refunded',
  'order.recorded',
  'order.pay_link',
  'order.pod_confirmed',
  'discount.created',
  'discount.updated',
  'discount.deleted',
  'delivery.created',
  'delivery.updated',
  'delivery.deleted',
  'settings.updated',
  'user.role',
  'review.deleted',
  'review.photo',
  'customer.noted',
  'page.updated',
  'push.subscribed',
  'push.unsubscribed',
  'return.updated',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** What the view's kind filter calls each kind. */
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  'product.created': 'Product created',
  'product.updated': 'Product edited',
  'product.deleted': 'Product deleted',
  'products.imported': 'Products imported',
  'order.status': 'Order status',
  'order.refunded': 'Refund',
  'order.recorded': 'Order taken by staff',
  'order.pay_link': 'Payment link',
  'order.pod_confirmed': 'Pay on delivery confirmed by staff',
  'discount.created': 'Discount created',
  'discount.updated': 'Discount edited',
  'discount.deleted': 'Discount deleted',
  'delivery.created': 'Delivery option created',
  'delivery.updated': 'Delivery option edited',
  'delivery.deleted': 'Delivery option deleted',
  'settings.updated': 'Settings',
  'user.role': 'Role',
  'customer.noted': 'Customer note',
  'review.deleted': 'Review deleted',
  'review.photo': 'Review photo hidden or shown',
  'page.updated': 'Shop page',
  'push.subscribed': 'Alerts turned on',
  'push.unsubscribed': 'Alerts turned off',
  'return.updated': 'Return',
};

/**
 * Fields of an entry's before and after that are money, in naira (as the API speaks it): the view
 * shows them with the ₦ sign. A field's name means the same thing in every kind; a nested setting
 * is named by its path (`payOnDelivery.maxAmount`) and known by its last part.
 */
export const AUDIT_MONEY_FIELDS: readonly string[] = [
  'price',
  'amount',
  'refunded',
  'minSubtotal',
  'maxAmount',
  'freeOver',
  'credited',
  'value',
];

export const isMoneyField = (field: string) => AUDIT_MONEY_FIELDS.includes(field.split('.').pop()!);

/** One page of the audit view. */
export const AUDIT_PAGE_SIZE = 20;

export const AuditQuerySchema = z.object({
  actor: z.uuid({ message: 'actor must be the id of a person' }).optional(),
  kind: z.enum(AUDIT_KINDS, { message: 'kind must be one of the audit kinds' }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

const FieldsSchema = z.record(z.string(), z.unknown()).nullable();

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO instant. */
  at: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  kind: z.enum(AUDIT_KINDS),
  subject: z.object({ type: z.string(), id: z.string().nullable() }),
  summary: z.string(),
  /** Only the fields that changed (every field for a creation or deletion). */
  before: FieldsSchema,
  after: FieldsSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageResponseSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** Every entry matching the filters, whatever the page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Everyone who has an entry, for the person filter (the name as of their latest entry). */
  actors: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AuditPageResponse = z.infer<typeof AuditPageResponseSchema>;
