import {
  PushKeyResponseSchema,
  PushSubscriptionResponseSchema,
  type PushSubscribeBody,
} from '@shop/shared/push-alerts/push-subscription-schemas';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';

// The four calls of /api/admin/push-subscriptions (docs/decisions/0050-push-alerts.md).

/** GET …/key: the shop's VAPID public key, for the browser's subscribe(). */
export const getPushKey = () => api('/admin/push-subscriptions/key', { answer: PushKeyResponseSchema });

/** GET ?endpoint=: this device's events (404 when its alerts are off). */
export const getDeviceAlerts = (endpoint: string, signal?: AbortSignal) =>
  api(`/admin/push-subscriptions?endpoint=${encodeURIComponent(endpoint)}`, {
    signal,
    answer: PushSubscriptionResponseSchema,
  });

/** POST: turns alerts on for this device, or changes its events. */
export const saveDeviceAlerts = (body: PushSubscribeBody) =>
  api('/admin/push-subscriptions', { method: 'POST', body, answer: PushSubscriptionResponseSchema });

/** DELETE: turns this device's alerts off. */
export const deleteDeviceAlerts = (endpoint: string) =>
  api('/admin/push-subscriptions', { method: 'DELETE', body: { endpoint }, answer: z.unknown() });
