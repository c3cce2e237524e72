import type { APIRequestContext } from '@playwright/test';
import { adminHeaders, expect, openAdminTab, signInAsAdmin, test, SHOTS } from './fixtures';

// The shopkeeper prices delivery by place: an option she creates for Lagos is offered
// to a Lagos address and not to an Abuja one, and free delivery shows once the cart reaches her
// amount.

test.use({ viewport: { width: 375, height: 812 } });

async function setFreeOver(request: APIRequestContext, freeOver: number | null) {
  const res = await request.put('/api/admin/settings', {
    headers: await adminHeaders(request),
    data: { delivery: { freeOver } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a Lagos-only option the admin creates is offered in Lagos, not in Abuja, and free delivery shows over the amount', async ({
  page,
  request,
  browser,
}) => {
  const created: string[] = [];
  try {
    await signInAsAdmin(page);
    await openAdminTab(page, page.getByRole('tab', { name: 'settings' }));
    const editor = page.getByRole('region', { name: 'New delivery option' });
    await editor.getByLabel('Name shoppers see').fill('Lagos same day');
    await editor.getByLabel('Price (₦)').fill('1500');
    await editor.getByLabel('Delivery time').fill('Same day');
    await editor.getByRole('radio', { name: 'Chosen states' }).check();
    await editor.getByRole('checkbox', { name: 'Lagos', exact: true }).check();
    await editor.getByRole('button', { name: 'Add option' }).click();
    await expect(page.getByText('Delivery option saved')).toBeVisible();
    const options = page.getByRole('list', { name: 'Delivery options' });
    await expect(options.getByText('Lagos same day')).toBeVisible();
    const listed = (await (
      await request.get('/api/admin/delivery-options', { headers: await adminHeaders(request) })
    ).json()) as { options: { id: string; label: string }[] };
    created.push(...listed.options.filter((o) => o.label === 'Lagos same day').map((o) => o.id));
    await page.getByRole('heading', { name: 'Delivery', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/V-delivery-editor-375.png`, fullPage: true });
    await options.getByRole('button', { name: 'Edit Lagos same day' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Lagos same day' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/V-delivery-edit-dialog-375.png` });
    await page.keyboard.press('Escape');

    const wide = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsAdmin(wide);
    await openAdminTab(wide, wide.getByRole('tab', { name: 'settings' }));
    await wide.getByRole('heading', { name: 'Delivery', exact: true }).scrollIntoViewIfNeeded();
    await wide.screenshot({ path: `${SHOTS}/V-delivery-editor-1280.png` });

    // A guest's cart: Lagos is offered the new option; Abuja is not.
    const shopper = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await setFreeOver(request, 1_000_000);
    await shopper.goto('/product/GN-SK-002');
    await shopper.getByRole('button', { name: 'Buy Now' }).click();
    await shopper.getByLabel('State').selectOption('Lagos');
    await shopper.getByLabel('City (LGA)').selectOption('Ikeja');
    const lagosOnly = shopper.getByRole('radio', { name: /Lagos same day.*Same day.*₦1,500/ });
    await expect(lagosOnly).toBeVisible();
    await lagosOnly.check();
    await expect(shopper.getByText(/^Add ₦[\d,]+ more for free delivery$/)).toBeVisible();
    await expect(shopper.getByRole('definition').filter({ hasText: '₦1,500' })).toBeVisible();
    await lagosOnly.scrollIntoViewIfNeeded();
    await shopper.screenshot({ path: `${SHOTS}/V-cart-lagos-375.png` });

    await shopper.getByLabel('State').selectOption('Federal Capital Territory');
    await shopper.getByLabel('City (LGA)').selectOption('Abuja Municipal');
    await expect(shopper.getByRole('radio', { name: /^GUO/ })).toBeVisible();
    await expect(shopper.getByRole('radio', { name: /Lagos same day/ })).toHaveCount(0);

    // Free delivery once the cart reaches the shop's amount.
    await setFreeOver(request, 1000);
    await shopper.getByLabel('State').selectOption('Lagos');
    await shopper.getByLabel('City (LGA)').selectOption('Ikeja');
    await shopper.getByRole('radio', { name: /Lagos same day/ }).check();
    await expect(shopper.getByText('Free delivery', { exact: true })).toBeVisible();
    await shopper.getByText('Free delivery', { exact: true }).scrollIntoViewIfNeeded();
    await shopper.screenshot({ path: `${SHOTS}/V-cart-free-delivery-375.png` });

    const cartWide = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await cartWide.goto('/product/GN-SK-002');
    await cartWide.getByRole('button', { name: 'Buy Now' }).click();
    await cartWide.getByLabel('State').selectOption('Lagos');
    await cartWide.getByLabel('City (LGA)').selectOption('Ikeja');
    await cartWide.getByRole('radio', { name: /Lagos same day/ }).check();
    await expect(cartWide.getByText('Free delivery', { exact: true })).toBeVisible();
    await cartWide.screenshot({ path: `${SHOTS}/V-cart-1280.png` });
  } finally {
    await setFreeOver(request, null);
    const headers = await adminHeaders(request);
    for (const id of created) await request.delete(`/api/admin/delivery-options/${id}`, { headers });
  }
});
