import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export { expect };

/**
 * axe's WCAG 2.1 A/AA findings on the page as it is now, one line each (rule: elements); a journey
 * expects none. `exclude`: a part of the page not under check (a toast still fading out).
 */
export async function axeFindings(page: Page, exclude?: string) {
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const { violations } = await (exclude ? axe.exclude(exclude) : axe).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * How long a page may take after a password was sent (sign-in, sign-up, a new password): scrypt at
 * the shop's real cost, on low-priority threads, waits its turn when the run's two browsers and
 * the shop fill the machine's cores (a sign-up once took 7 s in CI).
 */
export const HASHED = { timeout: 20_000 };

export const ADMIN = { username: 'shopadmin', password: 'admin-pass-1234' };

/**
 * Where the journeys leave their screenshots to be looked at: `SHOTS_DIR`, or inside Playwright's
 * own output folder (ignored by git, emptied at the start of each run).
 */
export const SHOTS = process.env.SHOTS_DIR ?? join(process.cwd(), 'test-results', 'shots');

/** The e2e server's data folder (set by playwright.config.ts), for reading its mail outbox. */
export const dataDir = () => process.env.E2E_DATA_DIR!;

/** Newest mail to an address from the shop's outbox (.eml files), decoded as text. */
export function latestMailTo(address: string): string | undefined {
  const outbox = join(dataDir(), 'outbox');
  const safe = address.replace(/[^a-zA-Z0-9@._-]/g, '_');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.includes(safe));
  } catch {
    return undefined;
  }
  const newest = files.sort().at(-1);
  if (!newest) return undefined;
  const raw = readFileSync(join(outbox, newest), 'utf8');
  // Quoted-printable soft breaks and =XX escapes, enough to read codes and links.
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Holds back every request to `url` (a glob) by `ms`, as a slow network would, then lets it through. */
export const holdBack = (page: Page, url: string, ms: number) =>
  page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });

/**
 * Holds back every request to `url` (a glob) until the returned function is called: for a journey
 * that must act while the request is still on its way, however slow the machine running it.
 */
export async function holdUntilLetGo(page: Page, url: string) {
  let letGo = () => {};
  const gate = new Promise<void>((resolve) => (letGo = resolve));
  await page.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return letGo;
}

/**
 * Fails the test on any uncaught page error, and on any Content-Security-Policy violation (the
 * page's `securitypolicyviolation` events, reported from every document the page loads, and the
 * browser's own "Content Security Policy" console messages), so a broken page or a resource the
 * policy blocks is never silently passed.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    const violations: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.exposeBinding('__reportCspViolation', (_source, violation: string) => {
      violations.push(violation);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const report = (window as unknown as { __reportCspViolation?: (v: string) => void })
          .__reportCspViolation;
        report?.(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} on ${e.documentURI}`);
      });
    });
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

/** Clicks an admin tab, opening the phone's side menu first when the tab bar is hidden. */
export async function openAdminTab(page: Page, tab: Locator) {
  const menu = page.getByRole('button', { name: 'Open admin menu' });
  // The page decides between the tab bar and the phone's menu once it has loaded.
  await expect(tab.or(menu).first()).toBeVisible();
  if (!(await tab.isVisible())) await menu.click();
  await tab.click();
}

/** Signs in through the page's form and waits for the page it lands on. */
export async function signIn(page: Page, username: string, password: string, landing: RegExp) {
  await page.goto('/signin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(landing, HASHED);
}

/** The shop admin's Authorization header, from an API sign-in (for setting a journey's shop up). */
export async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** The Paystack channels the shop accepts (its settings), set through the admin API. */
export async function acceptChannels(request: APIRequestContext, channels: string[]) {
  const res = await request.put('/api/admin/settings', {
    headers: await adminHeaders(request),
    data: { payment: { channels } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

export const signInAsAdmin = (page: Page) => signIn(page, ADMIN.username, ADMIN.password, /\/admin$/);

/** Forgets the browser's session (its cookies and stored token), as a shared phone changing hands. */
export async function forgetSession(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

/** A new customer, registered through the API: their sign-in, full name and bearer header. */
export async function registerCustomer(request: APIRequestContext, firstName = 'Ada', lastName = 'Obi') {
  const username = unique(firstName.toLowerCase());
  const last = unique(lastName);
  const password = 'lovely-lipstick-42';
  const res = await request.post('/api/auth/register', {
    data: { first_name: firstName, last_name: last, email: `${username}@example.ng`, password, username },
  });
  expect(res.status()).toBe(201);
  const user = (await res.json()) as { _id: string; token: string; email: string };
  return {
    username,
    password,
    name: `${firstName} ${last}`,
    auth: { authorization: `Bearer ${user.token}` },
    ...user,
  };
}

/**
 * A paid order of one GN-SK-001 for a signed-in customer, bought through the API and the sandbox:
 * the order as confirmed, and the token of its own page (`/order/<viewToken>`).
 */
export async function paidOrder(request: APIRequestContext, auth: { authorization: string }) {
  const { product } = (await (await request.get('/api/product/products/GN-SK-001')).json()) as {
    product: { productId: string; colors: { _id: string; inStock: boolean }[] };
  };
  const checkout = await request.post('/api/order/checkout', {
    headers: auth,
    data: {
      items: [
        {
          productId: product.productId,
          colorId: product.colors.find((c) => c.inStock)?._id ?? null,
          quantity: 1,
        },
      ],
      delivery: { address: '12 Airport Road', state: 'Edo', city: 'Oredo', phoneNumber: '0803 123 4567' },
      transportOption: 'BENIN',
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { reference } = (await checkout.json()) as { reference: string };
  expect((await request.post('/api/payments/sandbox/charge', { data: { reference } })).status()).toBe(200);
  const paid = await request.post('/api/order/orders', { headers: auth, data: { transactionId: reference } });
  expect(paid.status()).toBe(200);
  return (await paid.json()) as { order: { orderNumber: string; amount: number }; viewToken: string };
}

/** In the admin's orders tab: searches by the customer's name and answers their order's card. */
/** An order card's next status chosen; shipping also names a courier (the shop's rider, decision 47). */
export async function chooseStatus(card: Locator, status: string) {
  await card.getByLabel('Change status').selectOption(status);
  if (status === 'shipped') await card.getByLabel('Courier').selectOption({ label: 'Our rider' });
}

/** The status API's body for a step; shipping names the shop's rider, as the admin page requires. */
export const statusBody = (status: string) =>
  status === 'shipped' ? { status, courier: 'rider' } : { status };

export async function findAdminOrder(page: Page, name: string) {
  await page.getByLabel('Search orders').fill(name);
  return page.getByRole('article', { name: `Order of ${name}` });
}

/** A Nigerian mobile number of this run's own, written as a shopper types it (0809 …). */
export const phoneOfThisRun = () => `0809 ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

export async function productToSell(request: APIRequestContext) {
  const { product } = (await (await request.get('/api/product/products/GN-SK-001')).json()) as {
    product: { productId: string; colors: { _id: string; inStock: boolean }[] };
  };
  return {
    productId: product.productId,
    colorId: product.colors.find((c) => c.inStock)?._id ?? null,
    quantity: 1,
  };
}

/** A guest's checkout on the website, paid in the sandbox and confirmed: its order number. */
export async function webOrder(request: APIRequestContext, name: string, email: string, phoneNumber: string) {
  const checkout = await request.post('/api/order/checkout', {
    data: {
      items: [await productToSell(request)],
      delivery: { name, email, phoneNumber, address: '12 Airport Road', state: 'Edo', city: 'Oredo' },
      transportOption: 'BENIN',
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { reference } = (await checkout.json()) as { reference: string };
  expect((await request.post('/api/payments/sandbox/charge', { data: { reference } })).status()).toBe(200);
  const paid = await request.post('/api/order/orders', { data: { transactionId: reference } });
  expect(paid.status()).toBe(200);
  return ((await paid.json()) as { order: { orderNumber: string } }).order.orderNumber;
}
