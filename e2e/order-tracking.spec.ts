import type { Locator, Page } from '@playwright/test';
import { axeFindings, ADMIN, expect, latestMailTo, test, unique, openAdminTab, SHOTS } from './fixtures';
import { fillDelivery } from './checkout-steps';

// A guest's order from payment to tracking: the order's own page with its number, the admin
// shipping it with GIG Logistics and a tracking number, the shipped e-mail, the order's page with
// the courier's tracking link, and the guest following it from the footer's "track order".

const TRACKING_NUMBER = 'GIG-556 01';

/** The order page and the tracked order, with their coloured statuses, pass axe's WCAG A/AA checks. */
async function guestBuys(page: Page, email: string) {
  await page.goto('/product/GN-SK-002');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await fillDelivery(page, email);
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  await page.getByRole('dialog', { name: 'Sandbox payment' }).getByRole('button', { name: 'Pay' }).click();
}

async function adminShips(page: Page, orderNumber: string) {
  await page.goto('/signin');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
  // On a phone the tabs sit in a side menu.
  const tab = page.getByRole('tab', { name: 'orders' });
  await openAdminTab(page, tab);
  await expect(page.getByRole('tabpanel', { name: 'orders' })).toBeVisible();
  await page.getByLabel('Search orders').fill(orderNumber);
  await expect(page.getByText('1 order', { exact: true })).toBeVisible();
  const card = page.getByRole('article', { name: 'Order of Ngozi Eze' });
  await expect(card).toContainText(orderNumber);
  for (const status of ['processing', 'shipped']) {
    await card.getByLabel('Change status').selectOption(status);
    // Shipping asks for the courier and its tracking number before it is saved (decision 47).
    if (status === 'shipped') {
      await card.getByLabel('Courier').selectOption({ label: 'GIG Logistics' });
      await card.getByLabel('Tracking number (optional)').fill(TRACKING_NUMBER);
    }
    await card.getByRole('button', { name: 'Update' }).click();
    await expect(card.locator('span', { hasText: new RegExp(`^${status}$`) })).toBeVisible();
  }
  await expect(card.getByRole('region', { name: 'Sent with GIG Logistics' })).toContainText(TRACKING_NUMBER);
}

/** The courier, its tracking number and the link to its tracking page, opening a new tab. */
async function expectShipment(within: Locator) {
  const shipment = within.getByRole('region', { name: 'Sent with GIG Logistics' });
  await expect(shipment).toContainText(`Tracking number: ${TRACKING_NUMBER}`);
  const courierLink = shipment.getByRole('link', { name: 'Track it on the GIG Logistics site' });
  await expect(courierLink).toHaveAttribute('href', 'https://giglogistics.com/track');
  await expect(courierLink).toHaveAttribute('target', '_blank');
  await expect(courierLink).toHaveAttribute('rel', /noopener/);
  return shipment;
}

test.describe('order tracking', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a guest pays, staff ship it with a GIG tracking number, the guest sees it with the link and tracks it from the footer', async ({
    page,
    browser,
  }) => {
    const email = `${unique('tracker')}@example.ng`;
    await guestBuys(page, email);

    // The order's own page, at the top, with the number to quote.
    await expect(page.getByText('Order created successfully!', { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/order\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const orderNumber = (await page.getByTestId('order-number').textContent())!;
    expect(orderNumber).toMatch(/^GN-\d{6,}$/);
    await expect(page.getByRole('article')).toContainText('Vitamin C Brightening Serum');
    await expect(page.getByRole('article')).toContainText('12 Airport Road');
    await expect(page.getByRole('article')).toContainText('Within Benin (BENIN)');
    await expect.poll(() => latestMailTo(email)).toContain(`order ${orderNumber} is confirmed`);
    expect(await axeFindings(page)).toEqual([]);

    // The link in the e-mail opens the same page again.
    const link = /\/order\/[A-Za-z0-9_-]{43}/.exec(latestMailTo(email)!)![0];
    expect(page.url()).toContain(link);

    const admin = await browser.newPage();
    await adminShips(admin, orderNumber);
    await admin.close();
    await expect.poll(() => latestMailTo(email)).toContain(`order ${orderNumber} has shipped`);
    expect(latestMailTo(email)).toContain(`Tracking number: ${TRACKING_NUMBER}`);

    // The order's page, reopened from the e-mail's link, says how it travels.
    await page.goto(link);
    const shipment = await expectShipment(page.getByRole('region', { name: 'Delivery' }));
    await expect(shipment).toBeVisible();
    // From the top, so the sticky header sits above the page in the full-page shots.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/tracking-shipped-order-375.png`, fullPage: true });
    expect(await axeFindings(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectShipment(page.getByRole('region', { name: 'Delivery' }));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/tracking-shipped-order-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });

    await page.goto('/');
    await page.getByRole('link', { name: 'track order' }).click();
    await expect(page).toHaveURL(/\/track$/);
    await page.getByLabel('Order number').fill(orderNumber);
    await page.getByLabel('Email address').fill('someone.else@example.ng');
    await page.getByRole('button', { name: 'Track order' }).click();
    await expect(page.getByRole('alert')).toContainText('No order matches');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Track order' }).click();
    const tracked = page.getByRole('region', { name: `Order ${orderNumber}` });
    await expect(tracked.locator('[data-status="shipped"]')).toHaveText('shipped');
    await expect(tracked.getByRole('region', { name: 'Order history' })).toContainText('Shipped');
    await expectShipment(tracked);
    expect(await axeFindings(page)).toEqual([]);
  });
});
