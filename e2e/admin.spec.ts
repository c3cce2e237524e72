import sharp from 'sharp';
import type { Page } from '@playwright/test';
import {
  expect,
  findAdminOrder,
  openAdminTab,
  paidOrder,
  registerCustomer,
  signIn,
  signInAsAdmin,
  test,
  unique,
  SHOTS,
  chooseStatus,
} from './fixtures';

// The shopkeeper's journeys through /admin, against the real server and its seeded catalogue.

async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  await openAdminTab(page, tab);
  // On a phone the menu closes after the choice, hiding the tabs; the panel names the choice.
  await expect(page.getByRole('tabpanel', { name })).toBeVisible();
}

test.describe('the admin area', () => {
  test('a visitor is sent to sign-in and a customer to the dashboard', async ({ page, request }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/signin$/);
    const customer = await registerCustomer(request);
    await signIn(page, customer.username, customer.password, /\/dashboard$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the admin adds a product with two colours and an image, finds it on /makeup, edits its price and deletes it', async ({
    page,
    request,
  }) => {
    const name = unique('Velvet ');
    const fullname = `${name} Matte Lipstick`;
    await signInAsAdmin(page);
    await expect(page.getByRole('heading', { name: 'Glow Naija admin' })).toBeVisible();
    await openTab(page, 'add skincare / makeup');

    await page.getByLabel('name', { exact: true }).fill(name);
    await page.getByLabel('full name').fill(fullname);
    await page.getByLabel('price (₦)').fill('6500');
    await page.getByLabel('inStock').selectOption('Yes');
    await page.getByLabel('category').selectOption('makeup');
    await page.getByLabel('description').fill('A soft matte lipstick for every day.');
    const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#c8557a' } })
      .png()
      .toBuffer();
    await page
      .getByLabel('image')
      .setInputFiles({ name: 'lipstick.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Preview of the chosen file' })).toBeVisible();
    await page.getByLabel('Find a colour').fill('crimson');
    await page.getByRole('checkbox', { name: 'Crimson' }).check();
    await page.getByLabel('Find a colour').fill('hot pink');
    await page.getByText('Hot Pink', { exact: true }).click();
    const chosen = page.getByRole('list', { name: 'Chosen colours' });
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(page.getByText('Product added successfully! 🎉')).toBeVisible();
    await expect(page.getByLabel('name', { exact: true })).toHaveValue('');
    await expect(chosen).toHaveCount(0);

    await page.goto('/makeup');
    await page.getByPlaceholder('Search Makeup', { exact: true }).fill(name);
    await expect(page.getByText(fullname)).toBeVisible();
    // Other velvet products may follow it (the search forgives): its own card has the price.
    await expect(page.getByRole('article').filter({ hasText: fullname }).getByText('₦6,500')).toBeVisible();

    await page.goto('/admin');
    await openTab(page, 'products');
    await page.getByLabel('Search products').fill(name);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    // The shades by name, renamed freely; one of the admin's own given only a colour is named
    // after the nearest named colour, never shown as its code.
    await expect(dialog.getByLabel('Name of shade 1')).toHaveValue('Crimson');
    await expect(dialog.getByLabel('Name of shade 2')).toHaveValue('Hot Pink');
    await dialog.getByLabel('Name of shade 2').fill('Pink Owambe');
    await dialog.getByLabel('Hex code').fill('#8b1a3a');
    await dialog.getByRole('button', { name: 'Add shade' }).click();
    await expect(dialog.getByLabel('Name of shade 3')).toHaveValue('Brown');
    await dialog.getByLabel('Name of shade 3').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/C-shade-editor-1280.png` });
    await page.setViewportSize({ width: 375, height: 812 });
    await dialog.getByLabel('Name of shade 3').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/C-shade-editor-375.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
    await dialog.getByLabel('price (₦) *').fill('7250');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Product updated successfully!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('₦7,250')).toBeVisible();
    const listed = (await (await request.get('/api/product/products')).json()) as {
      products: { name: string; colors: { name: string; code: string }[] }[];
    };
    expect(listed.products.find((p) => p.name === name)?.colors.map((c) => c.name)).toEqual([
      'Crimson',
      'Pink Owambe',
      'Brown',
    ]);

    // The shop's own dialog asks, in the product description's words, naming the product.
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this product?' });
    await expect(confirm).toContainText(name);
    // A step that cannot be undone is on the alert red, never the plum of the other buttons.
    await expect(confirm.getByRole('button', { name: 'Delete product' })).toHaveCSS(
      'background-color',
      'rgb(198, 40, 40)',
    );
    await page.screenshot({ path: `${SHOTS}/C-confirm-delete-1280.png` });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: `${SHOTS}/C-confirm-delete-375.png` });
    await page.screenshot({ path: `${SHOTS}/G-confirm-delete-375.png` });
    await confirm.getByRole('button', { name: 'Delete product' }).click();
    await expect(page.getByText('Product deleted successfully!')).toBeVisible();
    await expect(page.getByText('No products found matching your search')).toBeVisible();
  });

  test('the admin deletes a review', async ({ page, request }) => {
    // The tab shows a page of reviews, refilled from the next page after a delete: count them all.
    const total = async () => ((await (await request.get('/api/review/all')).json()) as unknown[]).length;
    await signInAsAdmin(page);
    await openTab(page, 'reviews');
    const deleteButtons = page.getByRole('button', { name: /^Delete review by / });
    await expect(deleteButtons.first()).toBeVisible();
    const before = await total();
    await deleteButtons.first().click();
    await expect(page.getByText('Review deleted successfully')).toBeVisible();
    await expect.poll(total).toBe(before - 1);
    await expect(deleteButtons.first()).toBeVisible();
  });

  test('the admin promotes a user, who then has no promote button', async ({ page, request }) => {
    const customer = await registerCustomer(request);
    await signInAsAdmin(page);
    await openTab(page, 'users');
    const promote = page.getByRole('button', { name: `Make ${customer.username} an admin` });
    await promote.click();
    // Asked first in the shop's dialog, naming the person.
    const confirm = page.getByRole('dialog', { name: `Make ${customer.username} an admin?` });
    await expect(confirm).toContainText(customer.email);
    await page.screenshot({ path: `${SHOTS}/C-confirm-make-admin-1280.png` });
    await confirm.getByRole('button', { name: 'Make admin' }).click();
    await expect(page.getByText('User has been made an admin successfully')).toBeVisible();
    await expect(promote).toHaveCount(0);
  });

  test('the users and products tabs search and page on the server', async ({ page, request }) => {
    const customer = await registerCustomer(request);
    const asks = (path: string, check: (query: URLSearchParams) => boolean) =>
      page.waitForRequest((r) => {
        const url = new URL(r.url());
        return url.pathname === path && check(url.searchParams);
      });
    await signInAsAdmin(page);
    await openTab(page, 'users');
    const users = page.getByRole('tabpanel', { name: 'users' });
    const searched = asks('/api/auth/users/count', (q) => q.get('q') === customer.username);
    await users.getByLabel('Search users').fill(customer.username);
    const answer = await (await searched).response();
    expect(((await answer!.json()) as { total: number }).total).toBe(1);
    await expect(users.getByText(`1 matching "${customer.username}"`)).toBeVisible();
    await expect(users.getByRole('listitem')).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${customer.username}`));

    await openTab(page, 'products');
    const products = page.getByRole('tabpanel', { name: 'products' });
    const pager = products.getByRole('navigation', { name: 'Product pages' });
    // The demo catalogue is more than a page: the first page holds 24 of them.
    await expect(pager).toContainText(/1–24 of \d+/);
    const second = asks('/api/product/admin/products', (q) => q.get('offset') === '24');
    await pager.getByRole('button', { name: 'Next' }).click();
    const page2 = (await (await second).response())!;
    expect(((await page2.json()) as { products: unknown[] }).products.length).toBeLessThanOrEqual(24);
    await expect(pager).toContainText(/25–\d+ of \d+/);
    await expect(page).toHaveURL(/[?&]page=2/);
    // Searching starts again from the first page, on the server, by name or full name.
    const found = asks(
      '/api/product/admin/products',
      (q) => q.get('q') === 'Honey Shine' && q.get('offset') === '0',
    );
    await products.getByLabel('Search products').fill('Honey Shine');
    await found;
    await expect(products.getByRole('heading', { name: 'Honey Shine Lip Gloss' })).toBeVisible();
    await expect(products.getByText('1 product', { exact: true })).toBeVisible();
    await expect(pager).toHaveCount(0);
  });

  test('on a phone the tabs sit in a side menu and the chosen tab is remembered', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAsAdmin(page);
    await expect(page.getByRole('tab', { name: 'users' })).toBeHidden();
    await openTab(page, 'users');
    await expect(page.getByRole('tab', { name: 'users' })).toBeHidden();
    await page.reload();
    await expect(page.getByRole('tabpanel', { name: 'users' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('the admin moves an order to shipped and the customer sees it on the dashboard', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request);
    await paidOrder(request, customer.auth);

    await signInAsAdmin(page);
    await openTab(page, 'orders');
    await page.getByLabel('Search orders').fill('no such customer at all');
    await expect(page.getByText('No orders found matching "no such customer at all"')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    const card = await findAdminOrder(page, customer.name);
    await expect(page.getByText('1 order', { exact: true })).toBeVisible();
    for (const status of ['processing', 'shipped']) {
      await chooseStatus(card, status);
      await card.getByRole('button', { name: 'Update' }).click();
      await expect(card.locator('span', { hasText: new RegExp(`^${status}$`) })).toBeVisible();
    }

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'login' })).toBeVisible();
    await signIn(page, customer.username, customer.password, /\/dashboard$/);
    await expect(page.getByText('shipped', { exact: true })).toBeVisible();
  });
});
