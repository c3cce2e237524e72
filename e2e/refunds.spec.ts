import type { APIRequestContext } from '@playwright/test';
import { formatNaira } from '@shop/shared/money';
import {
  adminHeaders,
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

test('a cancelled order refunded in full says so at the top of its page, not thank you', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'Chioma', 'Eze');
  const { order, viewToken } = (await paidOrder(request, customer.auth)) as Awaited<
    ReturnType<typeof paidOrder>
  > & { order: { _id: string } };
  const admin = await adminHeaders(request);
  const refund = await request.post(`/api/order/orders/${order._id}/refunds`, {
    headers: admin,
    data: { reason: 'Out of stock at the warehouse' },
  });
  expect(refund.status(), await refund.text()).toBe(201);
  // A refund of the whole order cancels it too.
  await page.goto(`/order/${viewToken}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your order was cancelled and refunded');
  await expect(page.getByText('Thank you for your order!')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/order-cancelled-refunded-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/order-cancelled-refunded-1280.png`, fullPage: true });
});
