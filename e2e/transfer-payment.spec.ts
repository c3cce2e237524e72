import type { APIRequestContext } from '@playwright/test';
import { fillDelivery } from './checkout-steps';
import { adminHeaders, expect, test, unique, SHOTS } from './fixtures';

// A guest pays by bank transfer in the sandbox on a phone: the popup shows the account, she says
// she has sent the money, and the order page turns paid by itself when the transfer lands.

test.use({ viewport: { width: 375, height: 812 } });

async function acceptChannels(request: APIRequestContext, channels: string[]) {
  const res = await request.put('/api/admin/settings', {
    headers: await adminHeaders(request),
    data: { payment: { channels } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a guest pays by sandbox transfer and sees her order become paid without touching the page', async ({
  page,
  request,
}) => {
  await acceptChannels(request, ['card', 'bank_transfer', 'ussd']);
  try {
    await page.goto('/product/GN-SK-002');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await fillDelivery(page, `${unique('transfer')}@example.ng`);
    await page.getByRole('button', { name: 'Proceed to payment' }).click();

    const dialog = page.getByRole('dialog', { name: 'Sandbox payment' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Bank transfer' }).check();
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await expect(dialog.getByText('Account number')).toBeVisible();
    await expect(dialog).toContainText('Sandbox Bank');
    await expect(dialog).toContainText('Valid for 30 minutes');
    await page.screenshot({ path: `${SHOTS}/transfer-dialog-375.png` });
    await dialog.getByRole('button', { name: 'I have sent the money' }).click();

    await expect(page).toHaveURL(/\/order\/[A-Za-z0-9_-]+$/);
    const waiting = page.getByRole('status').filter({ hasText: 'Waiting for your transfer' });
    await expect(waiting).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/transfer-waiting-375.png`, fullPage: true });

    // Nothing is touched: the sandbox's bank lands the money and the page reads the order again.
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
    await expect(waiting).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/transfer-paid-375.png`, fullPage: true });
  } finally {
    await acceptChannels(request, ['card']);
  }
});
