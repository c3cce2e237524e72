import { useCallback, useEffect, useState } from 'react';
import type { PushAlertEvent } from '@shop/shared/push-alerts/push-alert-events';
import { messages } from '@shop/shared/messages';
import { pushAlertPageMessages as more } from '@shop/shared/push-alerts/push-alert-page-messages';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client';
import { failureText } from '../../../components/failure-text';
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
 * This device's alerts: read at first (the browser's subscription, then the shop's record of it),
 * turned on, changed and turned off. The browser and the shop can disagree (alerts turned off on
 * the server, a subscription lost with the browser's data): the shop's record decides "on".
 */
export function useDeviceAlerts(push: DevicePush) {
  const [state, setState] = useState<DeviceAlertsState>({ kind: 'checking' });
  const [busy, setBusy] = useState(false);
  const { hasToken } = useAdminSession();

  useEffect(() => {
    let live = true;
    const settle = (next: DeviceAlertsState) => live && setState(next);
    void (async () => {
      if (!push.supported()) return settle({ kind: 'unsupported' });
      if (push.permission() === 'denied') return settle({ kind: 'denied' });
      const subscription = await push.current().catch(() => null);
      if (!subscription?.endpoint) return settle({ kind: 'off' });
      try {
        const { events } = await getDeviceAlerts(subscription.endpoint);
        settle({ kind: 'on', subscription, events });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404))
          toast.error(failureText(error, say.failed, 'said'));
        settle({ kind: 'off' });
      }
    })();
    return () => {
      live = false;
    };
  }, [push]);

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
      if (subscription === 'denied') return setState({ kind: 'denied' });
      const saved = await saveDeviceAlerts(asBody(subscription, events));
      setState({ kind: 'on', subscription, events: saved.events });
      toast.success(say.on);
    }, say.failed);

  const save = (events: PushAlertEvent[]) =>
    step(async () => {
      if (state.kind !== 'on') return;
      const saved = await saveDeviceAlerts(asBody(state.subscription, events));
      setState({ ...state, events: saved.events });
      toast.success(more.saved);
    }, say.failed);

  /** The shop forgets the device first: if that fails, the browser keeps its subscription too. */
  const turnOff = () =>
    step(async () => {
      if (state.kind !== 'on') return;
      await deleteDeviceAlerts(state.subscription.endpoint ?? '');
      await push.unsubscribe();
      setState({ kind: 'off' });
      toast.success(more.turnedOff);
    }, more.offFailed);

  return { state, busy, turnOn, save, turnOff };
}
