import { z } from 'zod';
import { PUSH_ALERT_EVENTS } from './push-alert-events.ts';

// The contract of /api/admin/push-subscriptions. The endpoint is where the server will POST, so it
// must be https (every real push service is; RFC 8030 requires TLS) and not absurdly long.

const base64url = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${field} must be base64url`)
    .max(200, `${field} is too long`);

export const PushEndpointSchema = z
  .url({ message: 'subscription.endpoint must be an https URL', protocol: /^https$/ })
  .max(2000, 'subscription.endpoint is too long');

/** The browser's `PushSubscription.toJSON()`. */
export const BrowserPushSubscriptionSchema = z.object({
  endpoint: PushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url('keys.p256dh'), auth: base64url('keys.auth') }),
});

export const PushSubscribeBodySchema = z.object({
  subscription: BrowserPushSubscriptionSchema,
  events: z
    .array(z.enum(PUSH_ALERT_EVENTS, { message: `events must be among ${PUSH_ALERT_EVENTS.join(', ')}` }))
    .min(1, 'events must name at least one event')
    .max(PUSH_ALERT_EVENTS.length),
});
export type PushSubscribeBody = z.infer<typeof PushSubscribeBodySchema>;

export const PushUnsubscribeBodySchema = z.object({ endpoint: PushEndpointSchema });

/** The shop's VAPID public key (base64url), which the browser's subscribe() needs. */
export const PushKeyResponseSchema = z.object({ publicKey: z.string() });

export const PushSubscriptionResponseSchema = z.object({
  endpoint: z.string(),
  events: z.array(z.enum(PUSH_ALERT_EVENTS)),
});

/** What a push carries: the order number and total at most, never a name, phone or address. */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
