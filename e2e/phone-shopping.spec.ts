import type { Page } from '@playwright/test';
import { expect, SHOTS, test } from './fixtures';

// A new shopper on a 375 px phone: finding the cart, choosing a shade from a card, adjusting
// quantities, being shown the wrong field, getting only the deliveries that reach the address,
// and sorting and filtering a listing.
test.use({ viewport: { width: 375, height: 812 } });

const toast = (page: Page, text: string) =>
  expect(page.getByText(text, { exact: true }).first()).toBeVisible();

async function addShadeFromCard(page: Page, product: string, shade: string) {
  await page.getByRole('button', { name: `Add ${product} to cart` }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a shade' });
  await expect(chooser).toBeVisible();
  await chooser.getByRole('button', { name: `Add ${shade}` }).click();
  await expect(chooser).toBeHidden();
}

test('a guest finds the cart from a listing, its badge counting what was added', async ({ page }) => {
  await page.goto('/skincare');
  const cart = page.getByRole('link', { name: 'Cart', exact: true });
  await expect(cart).toBeVisible();
  await page.getByRole('button', { name: 'Add African Black Soap Cleanser to cart' }).click();
  await toast(page, 'Item added to cart');
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
});

test('a card with shades opens a chooser: an out-of-stock shade cannot be chosen, another is added', async ({
  page,
}) => {
  await page.goto('/makeup');
  await page.getByRole('button', { name: 'Add Velvet Matte Lipstick to cart' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a shade' });
  await expect(chooser).toBeVisible();
  await expect(chooser.getByRole('button', { name: 'Terracotta, out of stock' })).toBeDisabled();
  await chooser.getByRole('button', { name: 'Add Ruby Owambe' }).click();
  await toast(page, 'Item added to cart');
  await expect(page).toHaveURL(/\/makeup$/);
  await expect(page.getByTestId('cart-badge').filter({ visible: true })).toHaveText('1');
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page.getByRole('list', { name: 'Cart items' })).toContainText('Ruby Owambe');
});

test('the cart steps quantities up and down, removes a line, and offers the shop when empty', async ({
  page,
}) => {
  await page.goto('/makeup');
  await addShadeFromCard(page, 'Velvet Matte Lipstick', 'Ruby Owambe');
  await page.goto('/cart');
  const line = 'Velvet Matte Lipstick (Ruby Owambe)';
  const quantity = page.getByRole('group', { name: `Quantity of ${line}` });
  await page.getByRole('button', { name: `Increase quantity of ${line}` }).click();
  await toast(page, 'Item added to cart');
  await expect(quantity).toContainText('2');
  // Quick taps say one toast (each replaces the last), and it leaves the heading in sight.
  await page.getByRole('button', { name: `Increase quantity of ${line}` }).click();
  await page.getByRole('button', { name: `Increase quantity of ${line}` }).click();
  await expect(quantity).toContainText('4');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  const toastBox = (await page.locator('[data-sonner-toast]').boundingBox())!;
  const headingBox = (await page.getByRole('heading', { name: 'Your cart' }).boundingBox())!;
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(headingBox.y);
  await page.screenshot({ path: `${SHOTS}/cart-toast-375.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: `Decrease quantity of ${line}` }).click();
  await page.getByRole('button', { name: `Decrease quantity of ${line}` }).click();
  await expect(quantity).toContainText('2');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/cart-toast-1280.png` });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await page.getByRole('button', { name: `Decrease quantity of ${line}` }).click();
  await toast(page, 'Item removed from cart');
  await expect(quantity).toContainText('1');
  await page.getByRole('button', { name: `Increase quantity of ${line}` }).click();
  await page.getByRole('button', { name: `Remove ${line} from cart` }).click();
  await expect(page.getByRole('list', { name: 'Cart items' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cart is empty' })).toBeDisabled();
  await expect(page.getByRole('form', { name: 'Checkout' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Shop skincare' }).click();
  await expect(page).toHaveURL(/\/skincare$/);
});

test('checkout marks and focuses the wrong field, and offers Within Benin only in Benin City', async ({
  page,
}) => {
  await page.goto('/skincare');
  await page.getByRole('button', { name: 'Add African Black Soap Cleanser to cart' }).click();
  await page.goto('/cart');
  const pay = page.getByRole('button', { name: 'Proceed to payment' });

  // Every wrong field is marked at once and the first on the page takes the focus: with the
  // guest's name and e-mail given, that is the state.
  await page.getByLabel('Name', { exact: true }).fill('Ada Obi');
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await page.getByLabel('Address').fill('12 Allen Avenue');
  await pay.click();
  await toast(page, 'Please select your state');
  const state = page.getByLabel('State');
  await expect(state).toBeFocused();
  await expect(state).toHaveAttribute('aria-invalid', 'true');
  await expect(state).toHaveAccessibleDescription('Please select your state');
  await expect(state).toBeInViewport();

  await state.selectOption('Lagos');
  await expect(state).not.toHaveAttribute('aria-invalid');
  await page.getByLabel('City (LGA)').selectOption('Ikeja');
  await page.getByLabel('Phone number').fill('0803');
  await pay.click();
  await toast(page, 'Please enter a valid Nigerian phone number');
  await expect(page.getByLabel('Phone number')).toBeFocused();
  await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(
    'Please enter a valid Nigerian phone number',
  );

  // Lagos: the bus and the courier, each saying how long; no Benin rider. (Not a count of all
  // the choices: another journey of the run may be adding a Lagos option of its own meanwhile.)
  await expect(page.getByRole('radio', { name: /^GUO.*2–4 working days/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^GIG.*1–3 working days/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Within Benin/ })).toHaveCount(0);

  await page.getByLabel('State').selectOption('Edo');
  await page.getByLabel('City (LGA)').selectOption('Oredo');
  await expect(page.getByRole('radio', { name: /Within Benin \(BENIN\).*Same or next day/ })).toBeVisible();
});

/** The naira prices of the listed cards, in order. */
async function prices(page: Page) {
  const texts = await page
    .getByRole('list', { name: 'skincare products' })
    .getByText(/^₦[\d,]+$/)
    .allTextContents();
  return texts.map((t) => Number(t.replace(/[₦,]/g, '')));
}

/** The count line agrees with the cards shown (other journeys may add products meanwhile). */
async function expectCountMatchesCards(page: Page) {
  const cards = page.getByRole('list', { name: 'skincare products' }).getByRole('listitem');
  const n = await cards.count();
  await expect(page.getByText(`${n} ${n === 1 ? 'product' : 'products'}`, { exact: true })).toBeVisible();
  return n;
}

test('a listing sorts by price and filters by stock and price range, with a result count', async ({
  page,
}) => {
  await page.goto('/skincare');
  const cards = page.getByRole('list', { name: 'skincare products' }).getByRole('listitem');
  await expect(page.getByText(/^\d+ products$/)).toBeVisible();
  // The first product shows within the first screen, under the 60vh banner.
  await expect(cards.first()).toBeInViewport();
  const all = await expectCountMatchesCards(page);
  await expect(cards.first()).toContainText(/\(\d+ reviews?\)|Not yet reviewed/);

  await page.getByLabel('Sort by').selectOption({ label: 'Lowest price' });
  await expect(cards.first()).toContainText('Shea Lip Balm');
  const ascending = await prices(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await page.getByLabel('Sort by').selectOption({ label: 'Highest price' });
  const descending = await prices(page);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('In stock only').check();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  const inStock = await expectCountMatchesCards(page);
  expect(inStock).toBeLessThan(all);
  await expect(cards.filter({ hasText: 'Dark Spot Corrector' })).toHaveCount(0);
  await page.getByLabel('Minimum price in naira').fill('10000');
  await page.getByLabel('Maximum price in naira').fill('12,000');
  await expect(page.getByRole('button', { name: 'Filters (3)' })).toBeVisible();
  const ranged = await expectCountMatchesCards(page);
  expect(ranged).toBeGreaterThan(0);
  for (const price of await prices(page)) expect(price >= 10000 && price <= 12000, `${price}`).toBe(true);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  expect(await expectCountMatchesCards(page)).toBe(all);

  // The live search still narrows the list, and its no-match text stays.
  await page.getByLabel('Search Skincare').fill('zzzz');
  await expect(page.getByText('No matching products found')).toBeVisible();
  await expect(page.getByText('0 products', { exact: true })).toBeVisible();
});
