import { z } from 'zod';
import { OrderSchema } from '../orders/order-schemas.ts';
import { messages } from '../messages.ts';
import { CourierSchema, TrackingNumberSchema, type CourierId } from '../orders/couriers.ts';
import { COLLECTION_METHODS } from '../orders/payment-methods.ts';

// Order status changes an admin may make (an addition to the original API): paid → processing →
// shipped → delivered, and cancelled from paid or processing. `pending` belongs to payment. A
// pay-on-delivery order goes the same way from `pay_on_delivery` (its stock is already taken).

export const ADMIN_ORDER_STATUSES = ['paid', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

const NEXT: Readonly<Record<string, readonly AdminOrderStatus[]>> = {
  paid: ['processing', 'cancelled'],
  pay_on_delivery: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
};

export function nextStatuses(current: string): readonly AdminOrderStatus[] {
  return NEXT[current] ?? [];
}

export function canChangeStatus(from: string, to: string): boolean {
  return nextStatuses(from).includes(to as AdminOrderStatus);
}

export const refusedTransitionMessage = (from: string, to: string) =>
  `An order cannot move from ${from} to ${to}`;

export const OrderStatusBodySchema = z.object({
  status: z.enum(ADMIN_ORDER_STATUSES, {
    error: 'status must be paid, processing, shipped, delivered or cancelled',
  }),
  /** How the rider took the money: required when a pay-on-delivery order is delivered, refused otherwise. */
  collected: z.enum(COLLECTION_METHODS, { error: 'collected must be cash, pos or transfer' }).optional(),
  /** Who carries a shipped order: required with `shipped`, refused otherwise (shipmentProblem). */
  courier: CourierSchema.optional(),
  /** The courier's waybill or tracking number, if it gave one: only with `shipped`. */
  trackingNumber: TrackingNumberSchema.optional(),
});
export type OrderStatusBody = z.infer<typeof OrderStatusBodySchema>;

/**
 * What is wrong with a step's courier and tracking number, naming the field, or undefined: a
 * shipped order must say which courier took it (so the shopper knows whom to expect), and only a
 * shipped step may carry them (decision 47). The server refuses with it; the admin's form checks it first.
 */
export function shipmentProblem(
  status: AdminOrderStatus,
  courier: CourierId | undefined,
  trackingNumber: string | undefined,
): { field: 'courier' | 'trackingNumber'; message: string } | undefined {
  if (status === 'shipped')
    return courier ? undefined : { field: 'courier', message: messages.shipment.courierRequired };
  if (courier) return { field: 'courier', message: messages.shipment.onlyWhenShipped };
  if (trackingNumber) return { field: 'trackingNumber', message: messages.shipment.onlyWhenShipped };
  return undefined;
}

/** The change's answer: what to tell the admin, and the order as it now is. */
export const OrderStatusResponseSchema = z.object({ message: z.string(), order: OrderSchema });
