import { expect, test, ADMIN } from './fixtures';
for (const width of [375, 1280])
  test(`shots ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/signin');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/admin$/);
    await page.evaluate(() => localStorage.setItem('adminTab', 'overview'));
    await page.reload();
    await expect(page.getByRole('figure')).toBeVisible();
    await page.screenshot({ path: `/tmp/shots-h12/overview-${width}.png`, fullPage: true });
  });
