import { adminHeaders, expect, openAdminTab, signInAsAdmin, test, unique, SHOTS } from './fixtures';
import { fillDelivery } from './checkout-steps';

// Discount codes (decision 30): the shopkeeper makes a percent code in the admin's
// discounts tab; a guest on a phone applies it in the cart and pays the reduced amount.

test.use({ viewport: { width: 375, height: 812 } });

test('a guest applies a percent code in the cart and pays the reduced amount', async ({
  page,
  request,
  browser,
}) => {
  // Two shoppers' pages, the admin's and a visit away from the cart and back: longer than most.
  test.slow();
  const code = unique('GLOW')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 20);
  try {
    // The shopkeeper makes the code.
    await signInAsAdmin(page);
    await openAdminTab(page, page.getByRole('tab', { name: 'discounts' }));
    const form = page.getByRole('region', { name: 'New discount code' });
    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByLabel('Kind').selectOption('percent');
    await form.getByLabel('Percent off').fill('10');
    await form.getByLabel('Total uses').fill('100');
    await form.getByRole('button', { name: 'Create code' }).click();
    await expect(page.getByText('Discount code created')).toBeVisible();
    const codes = page.getByRole('region', { name: 'Codes' });
    await expect(codes.getByText(code, { exact: true })).toBeVisible();
    await expect(codes.getByText('0 of 100 used').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/D-admin-discounts-375.png`, fullPage: true });
    const wideAdmin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsAdmin(wideAdmin);
    await openAdminTab(wideAdmin, wideAdmin.getByRole('tab', { name: 'discounts' }));
    await expect(wideAdmin.getByText(code, { exact: true })).toBeVisible();
    await wideAdmin.screenshot({ path: `${SHOTS}/D-admin-discounts-1280.png`, fullPage: true });

    // A guest's cart on a phone.
    const shopper = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await shopper.goto('/product/GN-SK-002');
    await shopper.getByRole('button', { name: 'Buy Now' }).click();
    await fillDelivery(shopper, `${unique('saver')}@example.ng`);
    const field = shopper.getByLabel('Discount code');
    const checkout = shopper.getByRole('form', { name: 'Checkout' });
    const total = checkout.getByRole('definition').last();
    await expect(total).toHaveText(/₦[\d,.]+/);
    const before = await total.textContent();

    // A code that does not exist says so by the field.
    await field.fill('NOPE-NOT-A-CODE');
    await shopper.getByRole('button', { name: 'Apply' }).click();
    await expect(
      checkout.getByText('This discount code is not valid. Please check it and try again.'),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    // The real one, typed in small letters, applied with Enter.
    await field.fill(code.toLowerCase());
    await field.press('Enter');
    await expect(shopper.getByText(`Code ${code} applied`)).toBeVisible();
    await expect(checkout.getByText(`Discount (${code})`)).toBeVisible();
    await expect(total).not.toHaveText(before!);
    const reduced = (await total.textContent())!;
    await field.scrollIntoViewIfNeeded();
    await shopper.screenshot({ path: `${SHOTS}/D-cart-code-375.png` });

    // She looks at another product and comes back: the form, the option and the code are as she left them.
    await shopper
      .getByRole('link', { name: /Glow Naija/ })
      .first()
      .click();
    await expect(shopper).toHaveURL(/\/$/);
    await shopper.goto('/cart');
    await expect(shopper.getByLabel('Address')).toHaveValue('12 Airport Road');
    await expect(shopper.getByLabel('City (LGA)')).toHaveValue('Oredo');
    await expect(shopper.getByRole('radio', { name: /Within Benin \(BENIN\)/ })).toBeChecked();
    await expect(shopper.getByText(`Code ${code} applied`)).toBeVisible();
    await expect(total).toHaveText(reduced);

    // The sandbox charges the reduced total.
    await shopper.getByRole('button', { name: 'Proceed to payment' }).click();
    const dialog = shopper.getByRole('dialog', { name: 'Sandbox payment' });
    await expect(dialog).toContainText(reduced);
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await expect(shopper).toHaveURL(/\/order\/[A-Za-z0-9_-]+$/);
    await expect(shopper.getByText(`Discount (${code})`)).toBeVisible();
    await expect(shopper.getByRole('article')).toContainText(reduced);
    await shopper.screenshot({ path: `${SHOTS}/D-order-page-375.png`, fullPage: true });

    // The code's use is counted.
    const listed = (await (
      await request.get('/api/admin/discounts', { headers: await adminHeaders(request) })
    ).json()) as {
      discounts: { code: string; uses: number }[];
    };
    expect(listed.discounts.find((d) => d.code === code)?.uses).toBe(1);
    for (const width of [375, 1280]) {
      const owner = await browser.newPage({ viewport: { width, height: 900 } });
      await signInAsAdmin(owner);
      await openAdminTab(owner, owner.getByRole('tab', { name: 'overview' }));
      await expect(owner.getByRole('region', { name: 'Discount codes, last 30 days' })).toContainText(code);
      await owner.screenshot({ path: `${SHOTS}/D-overview-discounts-${width}.png`, fullPage: true });
    }

    const wideCart = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await wideCart.goto('/product/GN-SK-002');
    await wideCart.getByRole('button', { name: 'Buy Now' }).click();
    await wideCart.getByLabel('Discount code').fill(code);
    await wideCart.getByRole('button', { name: 'Apply' }).click();
    await expect(wideCart.getByText(`Discount (${code})`)).toBeVisible();
    await wideCart.screenshot({ path: `${SHOTS}/D-cart-code-1280.png` });
  } finally {
    const headers = await adminHeaders(request);
    const all = (await (await request.get('/api/admin/discounts', { headers })).json()) as {
      discounts: { id: string; code: string }[];
    };
    for (const d of all.discounts.filter((x) => x.code === code))
      await request.delete(`/api/admin/discounts/${d.id}`, { headers });
  }
});
