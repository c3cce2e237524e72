import type { Page } from '@playwright/test';
import {
  axeFindings,
  expect,
  findAdminOrder,
  forgetSession,
  openAdminTab,
  paidOrder,
  registerCustomer,
  signIn,
  signInAsAdmin,
  test,
  SHOTS,
  chooseStatus,
} from './fixtures';

// Staff roles (decision 0036): the owner makes a customer fulfilment staff; on their
// phone they see only the orders, ship one and print its slip; the server refuses them the rest.

/** The tab names the admin's menu lists, opening the phone's side menu first when it is closed. */
async function tabNames(page: Page) {
  const menu = page.getByRole('button', { name: 'Open admin menu' });
  if (await menu.isVisible()) await menu.click();
  const names = await page
    .getByRole('tablist', { name: 'Admin sections' })
    .getByRole('tab')
    .allTextContents();
  const close = page.getByRole('button', { name: 'Close admin menu' });
  if (await close.isVisible()) await close.click();
  return names;
}

test('a fulfilment staff member made by the owner sees only orders and customers, ships one and prints its slip', async ({
  page,
  request,
}) => {
  const packer = await registerCustomer(request, 'Efosa', 'Packer');
  const buyer = await registerCustomer(request, 'Ngozi', 'Buyer');
  const { order } = await paidOrder(request, buyer.auth);

  // The owner (the admin the first start made) gives the customer the fulfilment role.
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsAdmin(page);
  await openAdminTab(page, page.getByRole('tab', { name: 'users' }));
  const users = page.getByRole('tabpanel', { name: 'users' });
  await users.getByLabel('Search users').fill(packer.username);
  await expect(users.getByRole('listitem')).toHaveCount(1);
  const role = users.getByLabel(`Role of ${packer.username}`);
  await expect(role).toHaveValue('user');
  await role.selectOption('fulfilment');
  const confirm = page.getByRole('dialog', { name: `Change ${packer.username}'s role to Fulfilment?` });
  await expect(confirm).toContainText(packer.email);
  await page.screenshot({ path: `${SHOTS}/S1-confirm-role-375.png` });
  await confirm.getByRole('button', { name: 'Make Fulfilment' }).click();
  await expect(page.getByText(`${packer.username} is now Fulfilment`)).toBeVisible();
  await expect(role).toHaveValue('fulfilment');
  await users.getByLabel('Search users').fill('');
  await expect(users.getByText(/^\d+ users$/)).toBeVisible();
  // The role selects are labelled and readable (the toast, still fading, is not what is checked).
  expect(await axeFindings(page, '[data-sonner-toaster]')).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/S1-users-roles-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  // The side menu becomes the sidebar: shot once it has slid in.
  await expect(page.getByRole('tab', { name: 'users' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `${SHOTS}/S1-users-roles-1280.png`, fullPage: true });

  // The packer signs in on their phone: the header's admin link, and only the orders, customers and returns tabs.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Logout' }).click();
  await forgetSession(page);
  await signIn(page, packer.username, packer.password, /\/admin$/);
  expect(await tabNames(page)).toEqual(['orders', 'customers', 'returns']);
  await expect(page.getByRole('heading', { name: 'orders', level: 2 })).toBeVisible();

  // They move the order on to shipped; cancelling is not offered.
  const card = await findAdminOrder(page, buyer.name);
  await expect(card.getByLabel('Change status').getByRole('option', { name: 'cancelled' })).toHaveCount(0);
  for (const status of ['processing', 'shipped']) {
    await chooseStatus(card, status);
    await card.getByRole('button', { name: 'Update' }).click();
    await expect(card.locator('span', { hasText: new RegExp(`^${status}$`) })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Export orders CSV' })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/S1-fulfilment-admin-375.png`, fullPage: true });

  // Its slip, from the order's details: printed from a PDF the packer's session may fetch.
  await card.getByRole('button', { name: 'View details' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: /refund/i })).toHaveCount(0);
  const print = dialog.getByRole('button', { name: 'Print packing slip', exact: true });
  const [tab] = await Promise.all([page.waitForEvent('popup'), print.click()]);
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const auth = { authorization: `Bearer ${token}` };
  const orderId = (order as unknown as { _id: string })._id;
  const slip = await request.get(`/api/admin/orders/${orderId}/packing-slip.pdf`, { headers: auth });
  expect(slip.status()).toBe(200);
  expect(slip.headers()['content-type']).toBe('application/pdf');
  expect((await slip.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The server refuses them a product route whatever the page shows.
  const products = await request.get('/api/product/admin/products', { headers: auth });
  expect(products.status()).toBe(403);
  expect((await products.json()).message).toBe('Your role (Fulfilment) does not allow that');

  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('tab', { name: 'orders' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/S1-fulfilment-admin-1280.png`, fullPage: true });

  // Every staff role keeps the header's way into the admin.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'admin Dashboard' })).toBeVisible();
});
