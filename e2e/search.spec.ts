import { axeFindings, expect, test } from './fixtures';

// Finding anything from anywhere: the header's search on a 375 px phone suggests products of both
// categories as the shopper types, Enter opens /search with the listing's grid, sort and filters,
// and the product type narrows a listing or a search.
test.use({ viewport: { width: 375, height: 812 } });

test('from /makeup a shopper finds a skincare product by its suggestion and by Enter', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/makeup');
  await expect(page.getByRole('heading', { name: 'makeup products' })).toBeVisible();

  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('combobox', { name: 'Search products' });
  await expect(box).toBeFocused();
  await box.pressSequentially('black soap');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  const cleanser = suggestions.getByRole('option', { name: /African Black Soap Cleanser/ });
  await expect(cleanser).toBeVisible();
  await expect(cleanser).toContainText('₦');
  await expect(cleanser.locator('img')).toBeVisible();
  await box.press('ArrowDown');
  await expect(cleanser).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\/GN-SK-001$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('African Black Soap Cleanser');

  await page.goto('/makeup');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await box.fill('shea butter');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=shea\+butter$/);
  await expect(page).toHaveTitle('Search · Glow Naija');
  await expect(page.getByRole('heading', { name: 'Results for “shea butter”' })).toBeVisible();
  const found = page.getByRole('list', { name: 'found products' });
  await expect(found.getByRole('heading', { name: 'Raw Shea Butter Body Cream' })).toBeVisible();
  // Makeup and skincare alike: the lipstick's description names shea butter too.
  await expect(found.getByRole('heading', { name: 'Satin Cream Lipstick' })).toBeVisible();

  // The listing's own sort and filters, with the type among them.
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByLabel('Type', { exact: true }).selectOption('body');
  await expect(page).toHaveURL(/type=body/);
  await expect(found.getByRole('heading', { name: 'Satin Cream Lipstick' })).toBeHidden();
  await expect(found.getByRole('heading', { name: 'Raw Shea Butter Body Cream' })).toBeVisible();
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(page).toHaveURL(/sort=price-desc/);

  expect(await axeFindings(page)).toEqual([]);
});

test('a listing narrows to one product type from its filters', async ({ page }) => {
  await page.goto('/makeup');
  const grid = page.getByRole('list', { name: 'makeup products' });
  await expect(grid.getByRole('heading', { name: 'Volume Lash Mascara' })).toBeVisible();
  await page.getByRole('button', { name: /^Filters/ }).click();
  const type = page.getByLabel('Type', { exact: true });
  await expect(type.locator('option')).toHaveText([
    'All types',
    'Lips',
    'Eyes',
    'Face',
    'Cheeks',
    'Brows',
    'Tools',
  ]);
  await type.selectOption('lips');
  await expect(page).toHaveURL(/\/makeup\?type=lips$/);
  await expect(page.getByText('4 products')).toBeVisible();
  await expect(grid.getByRole('heading', { name: 'Velvet Matte Lipstick' })).toBeVisible();
  await expect(grid.getByRole('heading', { name: 'Volume Lash Mascara' })).toBeHidden();
});

test('a hurried "lipstik" on a phone still finds the lipsticks; nonsense finds nothing', async ({ page }) => {
  await page.goto('/skincare');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.pressSequentially('lipstik');
  // The suggestions forgive the slip: both lipsticks, named in full, come first.
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option').nth(0)).toContainText('Lipstick');
  await expect(suggestions.getByRole('option').nth(1)).toContainText('Lipstick');
  await expect(suggestions.getByRole('option', { name: /Velvet Matte Lipstick/ })).toBeVisible();
  await expect(suggestions.getByRole('option', { name: /Satin Cream Lipstick/ })).toBeVisible();

  // Enter alone: the search page lists them first too.
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=lipstik$/);
  const found = page.getByRole('list', { name: 'found products' });
  await expect(found.getByRole('heading', { level: 3 }).nth(0)).toContainText('Lipstick');
  await expect(found.getByRole('heading', { level: 3 }).nth(1)).toContainText('Lipstick');
  // Its default order is the best match, and it says so.
  await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText('Best match');

  // Nonsense still finds nothing, on the search page and under the box.
  await page.goto('/search?q=xqzvbk');
  await expect(page.getByRole('status').filter({ hasText: 'No matching products found' })).toBeVisible();
  await page.goto('/makeup');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await box.pressSequentially('zzqxw');
  // Said under the box, and announced by its status.
  await expect(page.getByText('No matching products found', { exact: true })).toHaveCount(2);
  await expect(page.getByText('No matching products found', { exact: true }).last()).toBeVisible();
});
