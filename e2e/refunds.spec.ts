import type { APIRequestContext } from '@playwright/test';
import { formatNaira } from '@shop/shared/money';
import {
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
} from './fixtures';

// The admin refunds half an order from its details on a phone, and the customer sees it.

test.use({ viewport: { width: 375, height: 812 } });

/** A new customer's paid order of one GN-SK-001. */
async function paidOrderOfNewCustomer(request: APIRequestContext) {
  const customer = await registerCustomer(request, 'Ifeoma', 'Okafor');
  const { order } = await paidOrder(request, customer.auth);
  return { ...customer, order };
}

test('the admin refunds half an order with a reason and the customer sees it on the dashboard', async ({
  page,
  request,
}) => {
  const customer = await paidOrderOfNewCustomer(request);
  const half = Math.round(customer.order.amount * 50) / 100;

  await signInAsAdmin(page);
  await openAdminTab(page, page.getByRole('tab', { name: 'orders' }));
  await (await findAdminOrder(page, customer.name)).getByRole('button', { name: 'View details' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Amount to refund (₦)')).toHaveValue(String(customer.order.amount));
  await dialog.getByLabel('Amount to refund (₦)').fill(String(half));
  await dialog.getByLabel('Reason').fill('One jar arrived cracked');
  const refunds = dialog.getByRole('region', { name: 'Refunds' });
  await refunds.screenshot({ path: `${SHOTS}/refund-form-375.png` });
  await dialog.getByRole('button', { name: 'Refund…' }).click();
  const question = `Refund ${formatNaira(half)} on order ${customer.order.orderNumber}?`;
  await expect(dialog.getByText(question)).toBeVisible();
  await refunds.screenshot({ path: `${SHOTS}/refund-confirm-375.png` });
  await dialog.getByRole('button', { name: 'Yes, refund' }).click();
  await expect(page.getByText(`Refund of ${formatNaira(half)} recorded`)).toBeVisible();
  await expect(dialog.getByText(`Refunded ${formatNaira(half)}`)).toBeVisible();
  await expect(refunds.getByText('Processed')).toBeVisible();
  await expect(dialog.getByLabel('Amount to refund (₦)')).toHaveValue(String(customer.order.amount - half));
  await refunds.screenshot({ path: `${SHOTS}/refund-done-375.png` });

  await forgetSession(page);
  await signIn(page, customer.username, customer.password, /\/dashboard$/);
  const note = page.getByText(`Refunded ${formatNaira(half)}`);
  await expect(note).toBeVisible();
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/refund-dashboard-375.png` });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the refund form sits in the order details, prefilled with the whole paid amount', async ({
    page,
    request,
  }) => {
    const customer = await paidOrderOfNewCustomer(request);
    await signInAsAdmin(page);
    await openAdminTab(page, page.getByRole('tab', { name: 'orders' }));
    await (await findAdminOrder(page, customer.name)).getByRole('button', { name: 'View details' }).click();
    const refunds = page.getByRole('dialog').getByRole('region', { name: 'Refunds' });
    await expect(refunds.getByLabel('Amount to refund (₦)')).toHaveValue(String(customer.order.amount));
    await refunds.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/refund-form-1280.png` });
  });
});
