import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  axeFindings,
  expect,
  openAdminTab,
  paidOrder,
  registerCustomer,
  signIn,
  signInAsAdmin,
  test,
  SHOTS,
  unique,
} from './fixtures';

// The pages that tell a shopper who the shop is (decision 56): reached from the footer's own row of
// links, rendered on the server, written by the shopkeeper in the admin; and a customer's copy of
// everything the shop holds about them.

const shoot = async (page: Page, name: string) => {
  // From the top, so the sticky header sits above the page in the full-page shots.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/T-${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/T-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
};

test('a shopper on a phone follows the footer to the privacy notice, and every trust page reads without scripts', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/makeup');
  const footer = page.getByRole('contentinfo');
  // The product description's 'learn more' list keeps its plain words; the pages have a row of their own.
  await expect(footer.getByText('help center')).toBeVisible();
  const row = footer.getByRole('navigation', { name: 'About the shop' });
  await row.getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByText('Nigeria Data Protection Act 2023').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://ndpc.gov.ng' })).toHaveAttribute(
    'href',
    'https://ndpc.gov.ng',
  );
  await expect(page).toHaveTitle('Privacy notice · Glow Naija');
  expect(await axeFindings(page)).toEqual([]);
  await shoot(page, 'privacy');

  // The server sends each page whole: a phone with scripts off reads it too.
  const bare = await browser.newContext({ javaScriptEnabled: false });
  const plain = await bare.newPage();
  for (const [path, heading, words] of [
    ['/shipping-returns', 'Shipping and returns', 'within 7 days of delivery if it is unopened'],
    ['/privacy', 'Privacy notice', 'reply STOP'],
    ['/terms', 'Terms of sale', 'laws of the Federal Republic of Nigeria'],
    ['/about', 'About us', 'Nigerian beauty shop'],
  ] as const) {
    await plain.goto(path);
    await expect(plain.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(plain.getByText(words).first()).toBeVisible();
  }
  await bare.close();
  for (const path of ['shipping-returns', 'terms']) {
    await page.goto(`/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, path);
  }
});

test('the shopkeeper writes the about page and the business details; shoppers read them, markup as text', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsAdmin(page);
  await openAdminTab(page, page.getByRole('tab', { name: 'pages' }));
  await page.getByRole('button', { name: 'About us' }).click();
  const words = unique('Family-run in Lekki since 2019 ');
  const field = page.getByLabel('Page text: About us');
  await expect(field).toHaveValue(/Nigerian beauty shop/);
  await field.fill(`${words} <b>not bold</b>\n\n## Visit us\n- Monday to Saturday, 9am to 6pm`);
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('About us saved').first()).toBeVisible();
  await expect(page.getByText(/Last saved by shopadmin/)).toBeVisible();

  await page.getByLabel('Registered business name').fill('Glow Naija Enterprises Ltd');
  await page.getByLabel('Business address').fill('14 Admiralty Way, Lekki Phase 1, Lagos');
  await page.getByLabel('CAC RC number').fill('RC 1234567');
  await page.getByLabel('NAFDAC listing').fill('Every product carries its NAFDAC number on the pack.');
  await page.getByRole('button', { name: 'Save business details' }).click();
  await expect(page.getByText('Business details saved').first()).toBeVisible();
  expect(await axeFindings(page, '[data-sonner-toaster]')).toEqual([]);
  await shoot(page, 'admin-pages');

  await page.goto('/about');
  await expect(page.getByText(words)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Visit us' })).toBeVisible();
  await expect(page.getByText('RC 1234567')).toBeVisible();
  await expect(page.getByText('14 Admiralty Way, Lekki Phase 1, Lagos')).toBeVisible();
  await expect(page.locator('main b')).toHaveCount(0);
  await shoot(page, 'about');
  // The server's HTML carries the text escaped.
  const html = await (await request.get('/about')).text();
  expect(html).toContain('&lt;b&gt;not bold&lt;/b&gt;');
  expect(html).not.toContain('<b>not bold</b>');
});

test('a signed-in customer downloads everything the shop holds about them', async ({ page, request }) => {
  const customer = await registerCustomer(request, 'Ngozi');
  const { order } = await paidOrder(request, customer.auth);
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, customer.username, customer.password, /\/dashboard$/);
  await page.getByRole('tab', { name: 'account' }).click();
  const section = page.getByRole('region', { name: 'Your data' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download my data (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^glow-naija-my-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    account: { username: string };
    orders: { orderNumber: string }[];
  };
  expect(data.account.username).toBe(customer.username);
  expect(data.orders.map((o) => o.orderNumber)).toEqual([order.orderNumber]);

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download my data (CSV)' }).click(),
  ]);
  expect(readFileSync((await csv.path())!, 'utf8')).toContain(`orders,${order.orderNumber},`);
  await section.scrollIntoViewIfNeeded();
  await shoot(page, 'account-my-data');
});
