import type { Page } from '@playwright/test';
import { axeFindings, expect, registerCustomer, signIn, test, SHOTS } from './fixtures';

// Paying in one go on a 375 px phone: every wrong field is marked at once, and a customer's saved
// address fills the checkout (and a new one can be kept from it).
test.use({ viewport: { width: 375, height: 812 } });

const home = { address: '12 Airport Road', state: 'Edo', city: 'Oredo', phoneNumber: '0803 123 4567' };
const office = { address: '3 Allen Avenue', state: 'Lagos', city: 'Ikeja', phoneNumber: '0809 123 4567' };

/** axe's WCAG A/AA findings on the page as it is now (none expected). */
async function cartWithSoap(page: Page) {
  await page.goto('/skincare');
  await page.getByRole('button', { name: 'Add African Black Soap Cleanser to cart' }).click();
  await expect(page.getByText('Item added to cart', { exact: true }).first()).toBeVisible();
  await page.goto('/cart');
}

test('a wrong checkout marks every wrong field at once and focuses the one its toast names', async ({
  page,
}) => {
  await cartWithSoap(page);
  await page.getByLabel('Address').fill('12 Airport Road');
  await page.getByLabel('Phone number').fill('12345');
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  await expect(page.getByText('Please select your state', { exact: true }).first()).toBeVisible();
  const marks: [string, string][] = [
    ['Name', 'Please enter your name'],
    ['Email', 'Please enter your email address'],
    ['State', 'Please select your state'],
    ['City (LGA)', 'Please select your LGA'],
    ['Phone number', 'Please enter a valid Nigerian phone number'],
  ];
  for (const [label, message] of marks) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
  }
  await expect(page.getByLabel('Address')).not.toHaveAttribute('aria-invalid', 'true');
  // The keyboard goes to the field the toast names (the first rule broken), not to the name above it.
  await expect(page.getByLabel('State')).toBeFocused();
  // Checked once the toast has faded in: half-way its text is paler than it will be.
  await expect(page.locator('[data-sonner-toast]').first()).toHaveCSS('opacity', '1');
  expect(await axeFindings(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/C-checkout-errors-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/C-checkout-errors-1280.png`, fullPage: true });
});

test('a saved address fills the checkout, another can be chosen, and a new one kept', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'Chioma');
  for (const address of [
    { ...home, default: true },
    { ...office, default: false },
  ]) {
    const res = await request.post('/api/auth/addresses', { headers: customer.auth, data: address });
    expect(res.status(), await res.text()).toBe(201);
  }
  await signIn(page, customer.username, customer.password, /\/dashboard$/);
  await cartWithSoap(page);

  await expect(page.getByLabel('Address')).toHaveValue(home.address);
  await expect(page.getByLabel('State')).toHaveValue('Edo');
  await expect(page.getByLabel('City (LGA)')).toHaveValue('Oredo');
  await expect(page.getByLabel('Phone number')).toHaveValue(home.phoneNumber);
  const chooser = page.getByLabel('Deliver to');
  await expect(chooser.locator('option:checked')).toHaveText('12 Airport Road, Oredo, Edo (default)');
  expect(await axeFindings(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/C-address-chooser-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/C-address-chooser-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });

  await chooser.selectOption({ label: '3 Allen Avenue, Ikeja, Lagos' });
  await expect(page.getByLabel('Address')).toHaveValue(office.address);
  await expect(page.getByLabel('City (LGA)')).toHaveValue('Ikeja');
  await expect(page.getByLabel('Keep these delivery details for my next order')).toHaveCount(0);

  await chooser.selectOption({ label: 'A new address' });
  await page.getByLabel('Address').fill('7 Sapele Road');
  await page.getByLabel('State').selectOption('Edo');
  await page.getByLabel('City (LGA)').selectOption('Oredo');
  await page.getByLabel('Phone number').fill('0803 765 4321');
  await page.getByLabel('Keep these delivery details for my next order').check();
  await page.getByRole('radio', { name: /Within Benin \(BENIN\)/ }).check();
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  await expect
    .poll(async () => {
      const book = await request.get('/api/auth/addresses', { headers: customer.auth });
      return ((await book.json()) as { addresses: { address: string }[] }).addresses.map((a) => a.address);
    })
    .toContain('7 Sapele Road');
});

test('the account tab edits the details and keeps the address book', async ({ page, request }) => {
  const customer = await registerCustomer(request, 'Bisi');
  await signIn(page, customer.username, customer.password, /\/dashboard$/);
  await page.getByRole('tab', { name: 'account' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Bisi');
  await page.getByLabel('Phone number').fill('0803 123 4567');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details have been updated', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Add an address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByLabel('Address')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('State')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Address').fill(home.address);
  await dialog.getByLabel('State').selectOption('Edo');
  await dialog.getByLabel('City (LGA)').selectOption('Oredo');
  await dialog.getByLabel('Phone number').fill(home.phoneNumber);
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toHaveCount(0);
  const book = page.getByRole('region', { name: 'Delivery addresses' });
  await expect(book.getByRole('listitem')).toHaveCount(1);
  await expect(book).toContainText('12 Airport Road, Oredo, Edo');
  await expect(book).toContainText('Default');
  expect(await axeFindings(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/C-account-tab-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/C-account-tab-1280.png`, fullPage: true });
});
