import type { Page } from '@playwright/test';
import { expect, HASHED, holdUntilLetGo, paidOrder, registerCustomer, signIn, test } from './fixtures';

// The sign-in, sign-up, password-reset and tracking pages and the dashboard's frame come in the
// HTML itself, rendered for a visitor the server cannot identify, and an order's page with its
// order (decision 65): readable with scripts off, taken over by the app without an error, a
// signed-in visitor still sent on, her dashboard filled in without a layout shift, and a form sent
// before the app has started kept, never posted to the server with its password in the address.

const GUEST_PAGES: { path: string; heading: string; fields: string[] }[] = [
  { path: '/signin', heading: 'Welcome back', fields: ['Username', 'Password'] },
  {
    path: '/signup',
    heading: 'Create your account',
    fields: ['First name', 'Last name', 'Username', 'Email', 'Password', 'Confirm password'],
  },
  { path: '/forgot', heading: 'Forgot Password', fields: ['Email'] },
  { path: '/verify', heading: 'OTP Verification', fields: ['Email', '6-digit code'] },
  { path: '/newpassword', heading: 'Create New Password', fields: ['New password', 'Confirm password'] },
  { path: '/success', heading: 'Awesome', fields: [] },
  { path: '/track', heading: 'Track your order', fields: ['Order number', 'Email address'] },
];

/** Whether the app has taken the page over (the starter's hidden frame, holding the load event, is gone). */
const appStarted = (page: Page) => page.evaluate(() => document.querySelector('iframe[hidden]') === null);

/** Every console error the page logs (React's hydration mismatches among them). */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('each guest page shows its heading and fields with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, heading, fields } of GUEST_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    for (const field of fields) await expect(page.getByLabel(field, { exact: true }).first()).toBeVisible();
  }
  await context.close();
});

test('each guest page is in the HTML, and the app takes it over without an error', async ({
  page,
  request,
}) => {
  const errors = consoleErrors(page);
  for (const { path, heading } of GUEST_PAGES) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<script id="route-data" type="application/json">');
    expect(html, path).toContain(heading);
    await page.goto(path);
    expect(await appStarted(page), path).toBe(true);
  }
  // The reset flow's own state, which only this tab holds, shown once the app has taken over.
  await page.evaluate(() => {
    sessionStorage.setItem('resetEmail', 'ada@example.ng');
    sessionStorage.setItem('resetToken', 'a-token');
  });
  await page.goto('/forgot');
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.ng');
  await page.goto('/verify');
  await expect(page.getByText('6-digit code sent to ada@example.ng')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await page.goto('/newpassword');
  await expect(page.getByRole('button', { name: 'Reset password' })).toBeVisible();
  await expect(page.getByText('No reset code checked in this window yet')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a signed-in shopper opening sign-in or sign-up is still sent to her dashboard', async ({
  page,
  request,
}) => {
  const shopper = await registerCustomer(request);
  await signIn(page, shopper.username, shopper.password, /\/dashboard$/);

  for (const path of ['/signin', '/signup']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${shopper.name}` })).toBeVisible();
  }
});

test('a sign-in sent before the app has started is kept, and never puts the password in the address', async ({
  page,
  request,
}) => {
  const shopper = await registerCustomer(request);
  const letAppIn = await holdUntilLetGo(page, '**/assets/index-*.js');
  await page.goto('/signin', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Username').fill(shopper.username);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'login' }).click();
  expect(page.url()).not.toContain(shopper.password);
  expect(await appStarted(page)).toBe(false);
  letAppIn();

  await expect(page).toHaveURL(/\/dashboard$/, HASHED);
  await expect(page.getByRole('heading', { name: `Welcome, ${shopper.name}` })).toBeVisible();
});

test('with JavaScript off a sent form never carries the password in the address', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/signin');
  await page.getByLabel('Username').fill('ada');
  await page.getByLabel('Password', { exact: true }).fill('secret-password-1');
  await page.getByRole('button', { name: 'login' }).click();
  await page.waitForLoadState();
  expect(page.url()).not.toContain('secret-password-1');
  await context.close();
});

/** The page's layout shifts so far (not those right after a tap), summed as Lighthouse's CLS counts them for a short load. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

test("the dashboard's frame is in the HTML, and her orders fill it in without a layout shift", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/dashboard')).text();
  expect(html).toContain('role="tablist"');
  expect(html).toContain('Loading your orders');

  const shopper = await registerCustomer(request);
  const { order } = await paidOrder(request, shopper.auth);
  await signIn(page, shopper.username, shopper.password, /\/dashboard$/);

  const errors = consoleErrors(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${shopper.name}` })).toBeVisible();
  await expect(page.getByRole('article', { name: `Order ${order.orderNumber}` })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  expect(errors).toEqual([]);
});

test("her name fills in the dashboard's heading the server painted, so the page's largest paint is the frame's", async ({
  page,
  request,
}) => {
  const shopper = await registerCustomer(request);
  await signIn(page, shopper.username, shopper.password, /\/dashboard$/);

  // From the first byte of the next load: the heading element the HTML brings, when her name first
  // shows, and the browser's largest-paint entries.
  await page.addInitScript((name) => {
    const seen = { first: null as Element | null, nameAt: -1, paints: [] as number[] };
    (window as unknown as { __dashboard: typeof seen }).__dashboard = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.paints.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver(() => {
      const heading = document.getElementById('welcome-heading');
      seen.first ??= heading;
      if (seen.nameAt < 0 && heading?.textContent?.includes(name)) seen.nameAt = performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, shopper.name);
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${shopper.name}` })).toBeVisible();
  const seen = await page.evaluate(() => {
    const { first, nameAt, paints } = (
      window as unknown as { __dashboard: { first: Element | null; nameAt: number; paints: number[] } }
    ).__dashboard;
    return { same: first === document.getElementById('welcome-heading'), nameAt, paints };
  });
  expect(seen.same).toBe(true);
  expect(seen.nameAt).toBeGreaterThan(0);
  expect(seen.paints.length).toBeGreaterThan(0);
  expect(Math.max(...seen.paints)).toBeLessThan(seen.nameAt);
});

test('a visitor with no session opening the dashboard is sent to sign-in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test("an order's page comes with its order in the HTML, and the app takes it over without an error", async ({
  page,
  request,
}) => {
  const shopper = await registerCustomer(request);
  const { order, viewToken } = await paidOrder(request, shopper.auth);
  const answer = await request.get(`/order/${viewToken}`);
  // Her name, address and phone are in it: no shared cache nor disk keeps it.
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  const html = await answer.text();
  expect(html).toMatch(new RegExp(`<div id="root">[\\s\\S]*${order.orderNumber}`));

  const errors = consoleErrors(page);
  await page.goto(`/order/${viewToken}`);
  expect(await appStarted(page)).toBe(true);
  await expect(page.getByText(order.orderNumber).first()).toBeVisible();
  expect(errors).toEqual([]);
});
