// A Chromium for Lighthouse whose storage is set up first: a cart with items, a signed-in customer
// or admin, a filled checkout. Lighthouse keeps the storage (disableStorageReset) and audits in the
// same browser; Playwright drives the setup over the same DevTools port.
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/** Launches Chromium and runs `setUp(page)` (Playwright) in its own profile; `url` may be returned. */
export async function preparedChrome(origin, setUp) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0];
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const result = await setUp(page, origin);
    // Playwright lets go before Lighthouse comes: its helpers in every new page would be audited too.
    await browser.close();
    return { chrome, result };
  } catch (error) {
    await chrome.kill();
    throw error;
  }
}

/** Puts two products in this browser's cart through the product pages' Add to Cart. */
export async function fillCart(page, origin) {
  const { products } = await (
    await fetch(`${origin}/api/product/products?category=skincare&inStock=1`)
  ).json();
  for (const product of products.filter((p) => p.colors.length === 0).slice(0, 2)) {
    await page.goto(`${origin}/product/${encodeURIComponent(product.productId)}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added to cart successfully!').first().waitFor();
  }
}

/** A guest's delivery details in Benin City, the local rider chosen (as e2e/checkout-steps.ts). */
export async function fillDelivery(page) {
  await page.getByLabel('Name').fill('Ngozi Eze');
  await page.getByLabel('Email').fill(`bench-${Date.now()}@example.ng`);
  await page.getByLabel('Address').fill('12 Airport Road');
  await page.getByLabel('State').selectOption('Edo');
  await page.getByLabel('City (LGA)').selectOption('Oredo');
  await page.getByLabel('Phone number').fill('0803 123 4567');
  await page.getByRole('radio', { name: /Within Benin \(BENIN\)/ }).check();
}

/** A paid order through the cart and the demo payment popup; resolves with its page's address. */
export async function placeOrder(page, origin) {
  await fillCart(page, origin);
  await page.goto(`${origin}/cart`);
  await fillDelivery(page);
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  await page.getByRole('dialog', { name: 'Sandbox payment' }).getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/order\/[\w-]+$/);
  return new URL(page.url()).pathname;
}

/** Signs in through the sign-in page. */
export async function signIn(page, origin, username, password) {
  await page.goto(`${origin}/signin`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'login' }).click();
  await page.waitForURL((url) => url.pathname !== '/signin');
}

/** A new customer (through the API), signed in in this browser. */
export async function signInCustomer(page, origin) {
  const username = `bench${Date.now()}`;
  const password = 'lovely-lipstick-42';
  const res = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Ada',
      last_name: 'Obi',
      email: `${username}@example.ng`,
      password,
      username,
    }),
  });
  if (res.status !== 201) throw new Error(`registering a bench customer answered ${res.status}`);
  await signIn(page, origin, username, password);
}
