import type { Page } from '@playwright/test';
import { fillDelivery } from './checkout-steps';
import {
  ADMIN,
  HASHED,
  SHOTS,
  adminHeaders,
  expect,
  latestMailTo,
  test,
  unique,
  openAdminTab,
  chooseStatus,
  statusBody,
} from './fixtures';

// A customer buys, the shop delivers, the customer reviews from the dashboard: the review shows on
// the product page labelled as a buyer's.

async function signIn(page: Page, username: string, password: string, landing: RegExp) {
  await page.goto('/signin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'login' }).click();
  await expect(page).toHaveURL(landing, HASHED);
}

async function logOut(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'account' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('a customer buys, the admin delivers, the customer reviews from the dashboard as a verified buyer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const username = unique('amaka');
  const email = `${username}@example.ng`;
  const password = 'glow-naija-1';
  const lastName = unique('okeke');
  // A signed-in customer's order carries their account's name.
  const orderName = `Amaka ${lastName}`;
  const text = `Brightens my skin <b>fast</b>, see https://example.com ${username}`;

  // A guest cannot review; signing up makes a customer who has not bought yet.
  await page.goto('/product/GN-SK-002#write-review');
  await expect(page.getByRole('link', { name: 'Sign in to write a review' })).toBeVisible();
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Amaka');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'register' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, HASHED);
  await page.goto('/product/GN-SK-002');
  await expect(page.getByText('Only customers who bought this product can review it')).toBeVisible();

  // Buys it, paying in the sandbox popup.
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByLabel('Address').fill('12 Airport Road');
  await page.getByLabel('State').selectOption('Edo');
  await page.getByLabel('City (LGA)').selectOption('Oredo');
  await page.getByLabel('Phone number').fill('0803 123 4567');
  await page.getByRole('radio', { name: /Within Benin \(BENIN\)/ }).check();
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  await page.getByRole('dialog', { name: 'Sandbox payment' }).getByRole('button', { name: 'Pay' }).click();
  // The order's own page opens; the dashboard lists the paid order too.
  await expect(page).toHaveURL(/\/order\//);
  await page.goto('/dashboard');
  await expect(page.getByText('paid', { exact: true }).first()).toBeVisible();
  await logOut(page);

  // The admin moves the order on to delivered.
  await signIn(page, ADMIN.username, ADMIN.password, /\/admin$/);
  const ordersTab = page.getByRole('tab', { name: 'orders' });
  await openAdminTab(page, ordersTab);
  await page.getByLabel('Search orders').fill(orderName);
  const card = page.getByRole('article', { name: `Order of ${orderName}` });
  for (const status of ['processing', 'shipped', 'delivered']) {
    await chooseStatus(card, status);
    await card.getByRole('button', { name: 'Update' }).click();
    await expect(card.locator('span', { hasText: new RegExp(`^${status}$`) })).toBeVisible();
  }
  await expect
    .poll(() => latestMailTo(email), { timeout: 15_000 })
    .toContain('/product/GN-SK-002#write-review');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The customer reviews from the dashboard's order card.
  await signIn(page, username, password, /\/dashboard$/);
  await page.getByRole('tab', { name: 'my orders' }).click();
  await expect(page.getByText('delivered', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: /^Write a review: Vitamin C Brightening Serum/ }).click();
  await expect(page).toHaveURL(/\/product\/GN-SK-002#write-review$/);
  const form = page.getByRole('region', { name: 'Write a review' });
  await form.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await form.getByLabel('Your review').fill(text);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you! Your review has been posted.');

  const mine = page
    .getByRole('list', { name: 'Customer reviews' })
    .getByRole('listitem')
    .filter({ hasText: username });
  await expect(mine).toContainText('Amaka O.');
  await expect(mine).toContainText('Verified buyer');
  await expect(mine.getByText(text, { exact: true })).toBeVisible();
  await expect(mine.locator('b, a')).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Customer reviews' }).getByRole('listitem').filter({ hasText: username }),
  ).toContainText('Verified buyer');
});

test('the admin filters reviews by rating and sees product names', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password, /\/admin$/);
  const tab = page.getByRole('tab', { name: 'reviews' });
  await openAdminTab(page, tab);
  const panel = page.getByRole('tabpanel', { name: 'reviews' });
  await expect(panel.getByRole('article').first()).toBeVisible();
  await panel.getByLabel('Rating').selectOption('5');
  const stars = panel.getByRole('img', { name: /out of 5 stars$/ });
  await expect(stars.first()).toBeVisible();
  // The filtered page replaces the unfiltered one: wait until only five-star cards are left.
  await expect
    .poll(async () => [
      ...new Set(await stars.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))),
    ])
    .toEqual(['5 out of 5 stars']);
  // Cards name the product, not its code.
  await expect(panel.getByText(/· GN-(MU|SK)-\d{3}$/)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a guest buyer reviews from the delivered order's e-mail, without an account, once per product", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = `${unique('ngozi')}@example.ng`;
    const text = `Gentle and bright, ${email}`;

    // A guest buys the serum, paying in the sandbox popup.
    await page.goto('/product/GN-SK-002');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await fillDelivery(page, email);
    await page.getByRole('button', { name: 'Proceed to payment' }).click();
    await page.getByRole('dialog', { name: 'Sandbox payment' }).getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/order\//);

    // The shop delivers it; the invitation's link is the order's own review page.
    const admin = await adminHeaders(request);
    const viewToken = new URL(page.url()).pathname.split('/').at(-1)!;
    const viewed = await request.get(`/api/order/view/${viewToken}`);
    const { order } = (await viewed.json()) as { order: { _id: string } };
    for (const status of ['processing', 'shipped', 'delivered']) {
      const moved = await request.patch(`/api/order/orders/${order!._id}/status`, {
        headers: admin,
        data: statusBody(status),
      });
      expect(moved.status(), await moved.text()).toBe(200);
    }
    let link = '';
    await expect
      .poll(
        () => (link = /https?:\/\/[^/\s]+(\/review\/[\w.-]+)/.exec(latestMailTo(email) ?? '')?.[1] ?? ''),
        {
          timeout: 15_000,
        },
      )
      .not.toBe('');

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: /^Review your order GN-\d+$/ })).toBeVisible();
    await expect(page.getByText(/sign in/i)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/guest-review-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/guest-review-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    const card = page.getByRole('region', { name: 'Vitamin C Brightening Serum' });
    await card.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await card.getByLabel('Your review').fill(text);
    await card.getByRole('button', { name: 'Submit review' }).click();
    await expect(card.getByRole('status')).toHaveText('Reviewed — thank you!');
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Once per product: the page opened again shows the review, not a form.
    await page.reload();
    await expect(card.getByRole('status')).toHaveText('Reviewed — thank you!');
    await expect(card.getByRole('button', { name: 'Submit review' })).toHaveCount(0);

    // The product page shows it as a buyer's.
    await page.goto('/product/GN-SK-002');
    const shown = page
      .getByRole('list', { name: 'Customer reviews' })
      .getByRole('listitem')
      .filter({ hasText: text });
    await expect(shown).toContainText('Ngozi E.');
    await expect(shown).toContainText('Verified buyer');
  });
});
