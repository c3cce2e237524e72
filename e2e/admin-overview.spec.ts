import type { Page } from '@playwright/test';
import { ADMIN, expect, test, unique, openAdminTab } from './fixtures';

// The shopkeeper's overview after a sale paid in the sandbox today.

async function openOverview(page: Page) {
  await page.goto('/signin');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('tabpanel')).toBeVisible();
  const tab = page.getByRole('tab', { name: 'overview' });
  await openAdminTab(page, tab);
  await expect(page.getByRole('tabpanel', { name: 'overview' })).toBeVisible();
}

test.describe('the admin overview', () => {
  test('shows today’s sandbox sale, its product among the best sellers and the daily chart', async ({
    page,
    request,
  }) => {
    const { product } = (await (await request.get('/api/product/products/GN-MU-003')).json()) as {
      product: { productId: string; name: string; colors: { _id: string; inStock: boolean }[] };
    };
    // Many of one product, so it leads the best sellers whatever other journeys buy.
    const checkout = await request.post('/api/order/checkout', {
      data: {
        items: [
          {
            productId: product.productId,
            colorId: product.colors.find((c) => c.inStock)?._id ?? null,
            quantity: 99,
          },
        ],
        delivery: {
          name: 'Ngozi Eze',
          email: `${unique('overview')}@example.ng`,
          address: '12 Airport Road',
          state: 'Edo',
          city: 'Oredo',
          phoneNumber: '0803 123 4567',
        },
        transportOption: 'BENIN',
      },
    });
    expect(checkout.status(), await checkout.text()).toBe(200);
    const { reference } = (await checkout.json()) as { reference: string };
    expect((await request.post('/api/payments/sandbox/charge', { data: { reference } })).status()).toBe(200);
    expect((await request.post('/api/order/orders', { data: { transactionId: reference } })).status()).toBe(
      200,
    );

    await openOverview(page);
    const today = page.getByRole('region', { name: 'Sales today' });
    await expect(today).toContainText('₦');
    const orders = Number(await today.locator('dt:text-is("Orders") + dd').textContent());
    expect(orders).toBeGreaterThanOrEqual(1);
    const best = page.getByRole('region', { name: 'Best sellers, last 30 days' });
    await expect(best.getByRole('listitem').first()).toContainText(product.name);
    await expect(best).toContainText('99 sold');
    const chart = page.getByRole('figure', { name: /Daily sales, last 30 days/ });
    await expect(chart.getByRole('table')).toBeAttached();
    await expect(chart.locator('tbody tr')).toHaveCount(30);
    await expect(page.getByRole('region', { name: 'Orders by status' })).toContainText('paid');

    // The tab is remembered like the others.
    await page.reload();
    await expect(page.getByRole('tabpanel', { name: 'overview' })).toBeVisible();
  });
});
