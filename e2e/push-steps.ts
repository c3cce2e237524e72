import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  startPushServiceStandIn,
  type PushServiceStandIn,
  type StandInDevice,
} from '../apps/server/src/testing/push-service-stand-in';
import { expect, openAdminTab } from './fixtures';

// Alerts on a staff member's phone, for any journey that starts with "a shopper pays; the admin's
// device gets the push". Headless Chromium has no push service of its own (its subscribe() fails
// with "Registration failed"), so the one step a test replaces is the browser's subscribe(): it
// answers a subscription on the local push service (apps/server/src/testing/push-service-stand-in.ts),
// which the shop reaches over HTTPS with its real VAPID signature and encryption, and which
// decrypts each push with the device's own keys. Everything else is real: the permission, the
// admin's service worker, the page's calls, the shop's queue and sender, and (deliverPush) the
// worker's own push handler showing the notification.

/** The push service for this test, on the run's certificate (playwright.config.ts). */
export function startPushService(): Promise<PushServiceStandIn> {
  const dir = process.env.E2E_PUSH_TLS_DIR!;
  return startPushServiceStandIn({
    cert: readFileSync(join(dir, 'cert.pem')),
    key: readFileSync(join(dir, 'key.pem')),
  });
}

/**
 * Makes this page's browser subscribe on the stand-in as `device` (before the page loads). The key
 * the page subscribed with is kept, so a test can check it is the shop's VAPID public key.
 */
export async function subscribeOnStandIn(page: Page, device: StandInDevice) {
  await page.addInitScript((subscription) => {
    const stored = 'e2e-push-subscription';
    const toBytes = (b64: string) =>
      Uint8Array.from(atob(b64.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
    const made = (applicationServerKey: string) => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: toBytes(applicationServerKey) },
      getKey: () => null,
      toJSON: () => subscription,
      unsubscribe: () => (localStorage.removeItem(stored), Promise.resolve(true)),
    });
    PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
      const bytes = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
      const key = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      localStorage.setItem(stored, key);
      return Promise.resolve(made(key) as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function () {
      const key = localStorage.getItem(stored);
      return Promise.resolve(key ? (made(key) as unknown as PushSubscription) : null);
    };
  }, device.subscription);
}

/** The VAPID key the page subscribed with (subscribeOnStandIn), base64url. */
export const subscribedKey = (page: Page) =>
  page.evaluate(() => localStorage.getItem('e2e-push-subscription'));

/** The signed-in staff member opens "Alerts on this device" from the admin's menu. */
export async function openDeviceAlerts(page: Page) {
  await openAdminTab(page, page.getByRole('button', { name: 'Alerts on this device' }));
  return page.getByRole('dialog', { name: 'Alerts on this device' });
}

/** Turns alerts on with the events the role is offered (all ticked), and closes the dialog. */
export async function turnAlertsOn(page: Page) {
  const dialog = await openDeviceAlerts(page);
  await dialog.getByRole('button', { name: 'Turn on alerts on this device' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Alerts are on for this device.');
  return dialog;
}

/** Waits for the push the shop sent `device` about `orderNumber`, decrypted: its payload. */
export async function pushAbout(service: PushServiceStandIn, device: StandInDevice, orderNumber: string) {
  const find = () =>
    service.received.find((p) => p.deviceId === device.id && String(p.payload.title).includes(orderNumber));
  await expect.poll(() => find()?.payload, { timeout: 20_000 }).toBeTruthy();
  return find()!.payload;
}

/**
 * Hands `payload` to the admin's service worker as the browser's push service would (DevTools'
 * "Push" button: CDP ServiceWorker.deliverPushMessage), and answers the notifications it then
 * shows, as the page reads them (registration.getNotifications()).
 */
export async function deliverPush(page: Page, payload: unknown) {
  const cdp = await page.context().newCDPSession(page);
  const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await expect
    .poll(() => registrations.find((r) => r.scopeURL === `${origin}/admin` && !r.isDeleted))
    .toBeTruthy();
  const { registrationId } = registrations.find((r) => r.scopeURL === `${origin}/admin`)!;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify(payload),
  });
  await cdp.detach();
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/admin');
      const notifications = (await registration?.getNotifications()) ?? [];
      return notifications.map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data as unknown,
      }));
    });
  await expect.poll(async () => (await shown()).length).toBeGreaterThan(0);
  return shown();
}
