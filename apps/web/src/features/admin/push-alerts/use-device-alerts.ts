import { useCallback, useState } from 'react';
import type { PushAlertEvent } from '@shop/shared/push-alerts/push-alert-events';
import { messages } from '@shop/shared/messages';
import { pushAlertPageMessages as more } from '@shop/shared/push-alerts/push-alert-page-messages';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client';
import { failureText } from '../../../components/failure-text';
import { useApiRead } from '../../../lib/use-api-read';
import { useAdminSession } from '../shell/use-admin-session';
import { deleteDeviceAlerts, getDeviceAlerts, getPushKey, saveDeviceAlerts } from './api/push-subscriptions';
import type { DevicePush } from './browser-push';

/** Where this device stands; `on` carries its subscription and the events the shop has for it. */
export type DeviceAlertsState =
  | { kind: 'checking' }
  | { kind: 'unsupported' }
  | { kind: 'denied' }
  | { kind: 'off' }
  | { kind: 'on'; subscription: PushSubscriptionJSON; events: PushAlertEvent[] };

const say = messages.pushAlerts;

/** The browser's subscription as the API's body wants it (toJSON() types every field optional). */
const asBody = (subscription: PushSubscriptionJSON, events: PushAlertEvent[]) => ({
  subscription: {
    endpoint: subscription.endpoint ?? '',
    expirationTime: subscription.expirationTime ?? null,
    keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
  },
  events,
});

/**
 * Where this device stands at first: the browser's subscription, then the shop's record of it. A
 * record the shop cannot read is said in a toast, and the device counted off.
 */
async function readDeviceAlerts(push: DevicePush, signal: AbortSignal): Promise<DeviceAlertsState> {
  if (!push.supported()) return { kind: 'unsupported' };
  if (push.permission() === 'denied') return { kind: 'denied' };
  const subscription = await push.current().catch(() => null);
  if (!subscription?.endpoint) return { kind: 'off' };
  try {
    const { events } = await getDeviceAlerts(subscription.endpoint, signal);
    return { kind: 'on', subscription, events };
  } catch (error) {
    // A 404 is the shop's "off"; a read given up (the dialog closed) has nothing to say.
    if (!(error instanceof ApiError && error.status === 404) && !signal.aborted)
      toast.error(failureText(error, say.failed, 'said'));
    return { kind: 'off' };
  }
}

/**
 * This device's alerts: read at first (the browser's subscription, then the shop's record of it),
 * turned on, changed and turned off. The browser and the shop can disagree (alerts turned off on
 * the server, a subscription lost with the browser's data): the shop's record decides "on".
 */
export function useDeviceAlerts(push: DevicePush) {
  // `push` is the browser's own for the page's life (a test's stand-in for its own): one key.
  const read = useApiRead('device-alerts', (signal) => readDeviceAlerts(push, signal));
  // Where this device stands after a step taken here, over what was read.
  const [changed, setChanged] = useState<DeviceAlertsState | null>(null);
  const state: DeviceAlertsState = changed ?? read.data ?? { kind: 'checking' };
  const [busy, setBusy] = useState(false);
  const { hasToken } = useAdminSession();

  /** Runs one step with the button busy; a refusal is said in a toast and the state kept. */
  const step = useCallback(
    async (work: () => Promise<void>, fallback: string) => {
      if (!hasToken()) return;
      setBusy(true);
      try {
        await work();
      } catch (error) {
        toast.error(failureText(error, fallback, 'said'));
      } finally {
        setBusy(false);
      }
    },
    [hasToken],
  );

  /** Asks the browser, subscribes with the shop's key and tells the shop which events to send. */
  const turnOn = (events: PushAlertEvent[]) =>
    step(async () => {
      const { publicKey } = await getPushKey();
      const subscription = await push.subscribe(publicKey);
      if (subscription === 'denied') return setChanged({ kind: 'denied' });
      const saved = await saveDeviceAlerts(asBody(subscription, events));
      setChanged({ kind: 'on', subscription, events: saved.events });
      toast.success(say.on);
    }, say.failed);

  const save = (events: PushAlertEvent[]) =>
    step(async () => {
      if (state.kind !== 'on') return;
      const saved = await saveDeviceAlerts(asBody(state.subscription, events));
      setChanged({ ...state, events: saved.events });
      toast.success(more.saved);
    }, say.failed);

  /** The shop forgets the device first: if that fails, the browser keeps its subscription too. */
  const turnOff = () =>
    step(async () => {
      if (state.kind !== 'on') return;
      await deleteDeviceAlerts(state.subscription.endpoint ?? '');
      await push.unsubscribe();
      setChanged({ kind: 'off' });
      toast.success(more.turnedOff);
    }, more.offFailed);

  return { state, busy, turnOn, save, turnOff };
}
