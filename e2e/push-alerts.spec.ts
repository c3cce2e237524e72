import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { fillDelivery } from './checkout-steps';
import { adminHeaders, expect, SHOTS, signInAsAdmin, test, unique } from './fixtures';
import {
  deliverPush,
  openDeviceAlerts,
  pushAbout,
  startPushService,
  subscribedKey,
  subscribeOnStandIn,
  turnAlertsOn,
} from './push-steps';

// A new order reaches the shop's phone (docs/decisions/0050-push-alerts.md). What this proves,
// end to end on the real shop: the admin at 375 px offers "Alerts on this device"; turning them on
// asks the browser's permission, registers the admin's service worker, subscribes with the shop's
// own VAPID key and tells the shop; a guest's paid checkout then makes the shop send one push,
// VAPID-signed and encrypted, which the push service decrypts with the device's keys to the order
// number and total; and that payload, handed to the worker as a push, becomes a notification with
// the order number that opens the admin. Replaced: only the browser's own push service (headless
// Chromium has none), by the local one in push-steps.ts.

const PHONE = { width: 375, height: 812 };

/** A guest buys one serum on a phone and pays in the sandbox: the order number on its page. */
async function guestPays(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/product/GN-SK-002');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await fillDelivery(page, `${unique('pushed')}@example.ng`);
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  await page.getByRole('dialog', { name: 'Sandbox payment' }).getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  await context.close();
  return orderNumber;
}

const shot = (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  // The viewport, as the person sees it: a modal dialog covers the screen, not the whole page.
  return page.screenshot({ path: join(SHOTS, name) });
};

test.describe('alerts on the shop’s phone', () => {
  test.use({ viewport: PHONE });

  test('a shopper pays; the admin’s phone gets the push and shows the order number', async ({
    page,
    browser,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const service = await startPushService();
    try {
      // The shop's VAPID public key, as any staff member may read it (also the run's first sign-in).
      const keyAnswer = await request.get('/api/admin/push-subscriptions/key', {
        headers: await adminHeaders(request),
      });
      const { publicKey } = (await keyAnswer.json()) as { publicKey: string };
      const device = service.newDevice(unique('phone'));
      await context.grantPermissions(['notifications']);
      await subscribeOnStandIn(page, device);
      await signInAsAdmin(page);

      const dialog = await openDeviceAlerts(page);
      await expect(dialog.getByRole('status')).toHaveText('Alerts are off for this device.');
      await expect(dialog.getByRole('checkbox')).toHaveCount(5);
      await shot(page, 'push-alerts-375-off.png');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await turnAlertsOn(page);
      await shot(page, 'push-alerts-375-on.png');

      // The page subscribed with the shop's own key, and the admin's worker is registered for /admin.
      expect(await subscribedKey(page)).toBe(publicKey);
      expect(
        await page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration('/admin'))?.active?.scriptURL,
        ),
      ).toMatch(/\/admin-sw\.js$/);

      const orderNumber = await guestPays(browser);
      const payload = await pushAbout(service, device, orderNumber);
      expect(payload).toEqual({
        title: `New order ${orderNumber}`,
        body: expect.stringMatching(/^₦[\d,]+ paid online$/),
        url: '/admin',
        tag: expect.any(String),
      });

      const shown = await deliverPush(page, payload);
      expect(shown).toEqual([
        { title: `New order ${orderNumber}`, body: payload.body, tag: payload.tag, data: { url: '/admin' } },
      ]);

      // Reopened, the dialog reads the shop's record: on, with every event ticked.
      await page.reload();
      const again = await openDeviceAlerts(page);
      await expect(again.getByRole('status')).toHaveText('Alerts are on for this device.');
      await again.getByRole('button', { name: 'Turn off alerts on this device' }).click();
      await expect(again.getByRole('status')).toHaveText('Alerts are off for this device.');
    } finally {
      await service.close();
    }
  });

  test('the alerts dialog at 1280 px', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const service = await startPushService();
    try {
      await context.grantPermissions(['notifications']);
      await subscribeOnStandIn(page, service.newDevice(unique('desk')));
      await signInAsAdmin(page);
      await turnAlertsOn(page);
      await shot(page, 'push-alerts-1280-on.png');
    } finally {
      await service.close();
    }
  });
});
