import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  findAdminOrder,
  openAdminTab,
  paidOrder,
  registerCustomer,
  signInAsAdmin,
  test,
  SHOTS,
} from './fixtures';

// Paper: the customer takes the receipt from the order page; the admin prints the
// packing slip from the order's details.

/** A new customer's paid order of one GN-SK-001, with the order page's token. */
async function paidOrderWithToken(request: APIRequestContext) {
  const customer = await registerCustomer(request, 'Ngozi', 'Receipt');
  const { order, viewToken } = await paidOrder(request, customer.auth);
  return { customer, order, viewToken };
}

test('the order page offers the PDF receipt, which holds the order number', async ({ page, request }) => {
  const { order, viewToken } = await paidOrderWithToken(request);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/order/${viewToken}`);
  const link = page.getByRole('link', { name: 'Download receipt (PDF)' });
  await expect(link).toBeVisible();
  await link.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/B-order-receipt-375.png`, fullPage: true });
  const pdf = await request.get((await link.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(await link.getAttribute('download')).toBe(`receipt-${order.orderNumber}.pdf`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/B-order-receipt-1280.png`, fullPage: true });
});

test('the admin prints an order’s packing slip from its details on a phone', async ({ page, request }) => {
  const { customer } = await paidOrderWithToken(request);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsAdmin(page);
  await openAdminTab(page, page.getByRole('tab', { name: 'orders' }));
  await expect(page.getByRole('button', { name: /^Print packing slips \(\d+ shown\)$/ })).toBeVisible();
  await (await findAdminOrder(page, customer.name)).getByRole('button', { name: 'View details' }).click();
  const dialog = page.getByRole('dialog');
  const print = dialog.getByRole('button', { name: 'Print packing slip', exact: true });
  await expect(print).toBeVisible();
  await dialog.screenshot({ path: `${SHOTS}/B-admin-print-slip-375.png` });
  const [tab] = await Promise.all([page.waitForEvent('popup'), print.click()]);
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
});

test('the admin overview says whether the shop has a backup yet', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await openAdminTab(page, page.getByRole('tab', { name: 'overview' }));
  const line = page.getByText(/^(No backup yet|Last backup: .+)$/);
  await expect(line).toBeVisible();
  await line.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/B-overview-backup-1280.png` });
});
