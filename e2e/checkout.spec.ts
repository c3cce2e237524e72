import type { Page } from '@playwright/test';
import { expect, latestMailTo, test, unique } from './fixtures';
import { fillDelivery } from './checkout-steps';

// A guest's checkout on the sandbox provider, as a shopper on a phone would do it.

async function fillTwoProducts(page: Page) {
  await page.goto('/product/GN-MU-001');
  await page.getByRole('button', { name: 'Ruby Owambe' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart successfully!')).toBeVisible();
  await page.goto('/product/GN-SK-002');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const items = page.getByRole('list', { name: 'Cart items' });
  await expect(items.getByRole('listitem')).toHaveCount(2);
  await expect(items).toContainText('Velvet Matte Lipstick');
  await expect(items).toContainText('Ruby Owambe');
  await expect(items).toContainText('Vitamin C Brightening Serum');
}

const pay = (page: Page) => page.getByRole('button', { name: 'Proceed to payment' }).click();

async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

test.describe('checkout', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a guest fills the form step by step, pays in the sandbox popup and sees the order confirmed', async ({
    page,
  }) => {
    await fillTwoProducts(page);
    const lga = page.getByLabel('City (LGA)');
    await expect(lga).toBeDisabled();

    await pay(page);
    await expectToast(page, 'Please enter your delivery address');
    await page.getByLabel('Address').fill('12 Airport Road');
    await pay(page);
    await expectToast(page, 'Please select your state');
    await page.getByLabel('State').selectOption('Edo');
    await expect(lga).toBeEnabled();
    await pay(page);
    await expectToast(page, 'Please select your LGA');
    await lga.selectOption('Oredo');
    await pay(page);
    await expectToast(page, 'Please enter your phone number');
    await page.getByLabel('Phone number').fill('12345');
    await pay(page);
    await expectToast(page, 'Please enter a valid Nigerian phone number');
    await page.getByLabel('Phone number').fill('0803 123 4567');
    await pay(page);
    await expectToast(page, 'Please enter your email address');
    const email = `${unique('guest')}@example.ng`;
    await page.getByLabel('Email').fill(email);
    await pay(page);
    await expectToast(page, 'Please enter your name');
    await page.getByLabel('Name').fill('Ngozi Eze');
    await pay(page);
    await expectToast(page, 'Please select a transportation option');
    await page.getByRole('radio', { name: /Within Benin \(BENIN\)/ }).check();
    await expect(page.getByRole('form', { name: 'Checkout' })).toContainText('₦2,500');

    await pay(page);
    const dialog = page.getByRole('dialog', { name: 'Sandbox payment' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('₦');
    await dialog.getByRole('button', { name: 'Pay' }).click();

    await expectToast(page, 'Order created successfully!');
    await expect(page).toHaveURL(/\/order\/[A-Za-z0-9_-]+$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('list', { name: 'Cart items' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cart is empty' })).toBeDisabled();
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    await expect.poll(() => latestMailTo(email)).toContain('We have received your payment');
  });

  test('closing the sandbox popup says payment cancelled and keeps the cart', async ({ page }) => {
    await fillTwoProducts(page);
    await fillDelivery(page, `${unique('cancel')}@example.ng`);
    await pay(page);
    const dialog = page.getByRole('dialog', { name: 'Sandbox payment' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectToast(page, 'Payment cancelled');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(2);

    // Escape closes it the same way.
    await pay(page);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Proceed to payment' })).toBeEnabled();
  });

  test('removing an item and clearing the cart say so', async ({ page }) => {
    await fillTwoProducts(page);
    await page.getByRole('button', { name: 'Remove Vitamin C Brightening Serum from cart' }).click();
    await expectToast(page, 'Item removed from cart');
    await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear cart' }).click();
    await expectToast(page, 'Cart cleared');
    await expect(page.getByRole('button', { name: 'Cart is empty' })).toBeDisabled();
  });
});
