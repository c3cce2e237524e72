import { expect, test } from './fixtures';

test.describe('the shop shell', () => {
  test('home loads with the navigation a guest sees', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Glow Naija' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Makeup' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Skincare' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'login' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'register' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'admin Dashboard' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toContainText('help center');
  });

  test('an unknown path answers 404 and shows NotFound, however deep', async ({ page }) => {
    for (const path of ['/no-such-page', '/a/b/c']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText('NotFound', { exact: true })).toBeVisible();
      await expect(page.locator('body')).toHaveText('NotFound');
    }
  });

  test('the small-screen menu opens and closes when a link is tapped', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Skincare' }).click();
    await expect(page).toHaveURL(/\/skincare$/);
    await expect(menu).toHaveCount(0);
  });
});
