import { axeFindings, ADMIN, expect, test } from './fixtures';

// Every page a shopper or the shopkeeper meets, checked by axe for WCAG A/AA problems
// (labels, names, contrast, roles), and the keyboard reaching the main actions.

const shopperPages = [
  { path: '/', ready: 'Your go to Beauty Destination.' },
  { path: '/makeup', ready: 'makeup products' },
  { path: '/skincare', ready: 'skincare products' },
  { path: '/product/GN-MU-002', ready: 'discover similar items' },
  { path: '/cart', ready: 'Cart is empty' },
  { path: '/signin', ready: 'Forgot password?' },
  { path: '/signup', ready: 'Confirm password' },
  { path: '/forgot', ready: 'Forgot Password' },
  { path: '/verify', ready: 'OTP Verification' },
  { path: '/newpassword', ready: 'Create New Password' },
  { path: '/success', ready: 'Awesome' },
  { path: '/track', ready: 'Track your order' },
];

// The pages a phone shopper meets, at 375 px, with what their phone layout adds (the buy bar, the
// listing's filters, the card's shade chooser, the cart's steppers and a marked checkout field).
test.describe('accessibility on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const { path, ready } of shopperPages.slice(0, 5)) {
    test(`${path} has no WCAG A/AA violations at 375 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(ready).first()).toBeVisible();
      expect(await axeFindings(page)).toEqual([]);
    });
  }

  test('the listing filters, the shade chooser, the cart and a marked field have none either', async ({
    page,
  }) => {
    // Three axe passes on a shared two-core machine.
    test.setTimeout(90_000);
    await page.goto('/makeup');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByLabel('In stock only')).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add Velvet Matte Lipstick to cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose a shade' })).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add Ruby Owambe' }).click();
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Proceed to payment' }).click();
    await expect(page.getByLabel('Address')).toHaveAttribute('aria-invalid', 'true');
    // Checked once the error toast has faded in: half-way its text is paler than it will be.
    await expect(page.locator('[data-sonner-toast]').first()).toHaveCSS('opacity', '1');
    expect(await axeFindings(page)).toEqual([]);
  });
});

test.describe('accessibility', () => {
  for (const { path, ready } of shopperPages) {
    test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(ready).first()).toBeVisible();
      expect(await axeFindings(page)).toEqual([]);
    });
  }

  test('the dashboard and the admin panel have no WCAG A/AA violations', async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'login' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('tablist')).toBeAttached();
    expect(await axeFindings(page)).toEqual([]);
    await page.goto('/dashboard');
    await expect(page.getByRole('tab', { name: 'my orders' })).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
  });

  test('a keyboard alone reaches a product and adds it to the cart', async ({ page }) => {
    await page.goto('/product/GN-SK-001');
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => document.activeElement?.textContent?.trim());
      if (name === 'Add to Cart') break;
    }
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Added to cart successfully!')).toBeVisible();
  });
});
