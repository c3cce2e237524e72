import { join } from 'node:path';
import { expect, findAdminOrder, openAdminTab, signInAsAdmin, SHOTS, test, unique } from './fixtures';

// A sale made in WhatsApp, recorded by staff on a phone: it goes into the same orders and stock.

test.describe('orders taken in a chat', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('staff record a WhatsApp order for two shades on a phone, paid by cash at pickup, and find it in the orders', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const customer = unique('Amaka WhatsApp ');
    await signInAsAdmin(page);
    await openAdminTab(page, page.getByRole('tab', { name: 'orders' }));
    await page.getByRole('button', { name: 'New order' }).click();
    await expect(page.getByRole('heading', { name: 'New order' })).toBeVisible();

    await page.getByLabel('Find a product').fill('Velvet Matte');
    const found = page.getByRole('list', { name: 'Products found' });
    const add = found.getByRole('button', { name: 'Add Velvet Matte Lipstick' });
    await found.getByLabel('Shade of Velvet Matte Lipstick').selectOption('Ruby Owambe');
    await add.click();
    await found.getByLabel('Shade of Velvet Matte Lipstick').selectOption('Spiced Nude');
    await add.click();
    const lines = page.getByRole('list', { name: 'Order lines' });
    await expect(lines.getByRole('listitem')).toHaveCount(2);

    await page.getByLabel('Customer name').fill(customer);
    await page.getByLabel('Customer phone').fill('0803 555 0101');
    await page.getByLabel('Channel').selectOption('WhatsApp');
    await page.getByLabel('Pickup at the shop').check();
    await page.getByLabel('Payment', { exact: true }).selectOption('cash');
    await page.screenshot({ path: join(SHOTS, 'new-order-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: join(SHOTS, 'new-order-1280.png'), fullPage: true });
    await page.getByRole('button', { name: 'Record order' }).click();
    const done = page.getByRole('heading', { name: /^Order GN-\d+ recorded$/ });
    await expect(done).toBeVisible();
    const orderNumber = (await done.textContent())!.match(/GN-\d+/)![0];

    await page.getByRole('button', { name: 'Back to orders' }).click();
    const card = await findAdminOrder(page, customer);
    await expect(card).toContainText(orderNumber);
    await expect(card).toContainText('paid');

    // The overview counts it under WhatsApp; the settings give the product feeds' addresses.
    await openAdminTab(page, page.getByRole('tab', { name: 'overview' }));
    const channels = page.getByRole('region', { name: 'Sales by channel' });
    await expect(channels.getByRole('row', { name: /WhatsApp/ })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'overview-channels-1280.png'), fullPage: true });
    await openAdminTab(page, page.getByRole('tab', { name: 'settings' }));
    await expect(page.getByLabel('Meta feed (Facebook, Instagram and WhatsApp catalogues)')).toHaveValue(
      /\/feeds\/meta\.csv$/,
    );
    await page.screenshot({ path: join(SHOTS, 'settings-feeds-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: join(SHOTS, 'settings-feeds-375.png'), fullPage: true });
  });
});
