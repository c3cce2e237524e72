import { can, type Permission } from '../auth/staff-roles.ts';

// What a staff member's phone may be told of, and who may hear each: the same permission that
// shows the thing in the admin (docs/decisions/0050-push-alerts.md). Plain TypeScript, no zod:
// the admin's settings section reads it.

export const PUSH_ALERT_EVENTS = [
  'order.paid',
  'order.pay_on_delivery',
  'order.paid_by_link',
  'refund.failed',
  'stock.low',
] as const;
export type PushAlertEvent = (typeof PUSH_ALERT_EVENTS)[number];

/** The permission a role needs to be told of each event. */
export const PUSH_ALERT_PERMISSION: Record<PushAlertEvent, Permission> = {
  'order.paid': 'orders.read',
  'order.pay_on_delivery': 'orders.read',
  'order.paid_by_link': 'orders.read',
  'refund.failed': 'orders.refund',
  'stock.low': 'products',
};

export const mayHearPushAlert = (role: string | null | undefined, event: PushAlertEvent) =>
  can(role, PUSH_ALERT_PERMISSION[event]);

/** The events a role may turn on, in the list's order. */
export const pushAlertEventsFor = (role: string | null | undefined): PushAlertEvent[] =>
  PUSH_ALERT_EVENTS.filter((event) => mayHearPushAlert(role, event));
