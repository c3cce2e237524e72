import { ADMIN, expect, test } from './fixtures';
for (const [w, h] of [[390, 844], [1280, 900]] as const) {
  test(`shots ${w}`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/signin');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/admin/);
    await page.screenshot({ path: `/tmp/shots/add-${w}.png`, fullPage: true });
    if (w < 500) { await page.getByRole('button', { name: 'Open admin menu' }).click(); await page.waitForTimeout(300); await page.screenshot({ path: `/tmp/shots/menu-${w}.png` }); await page.getByRole('tab', { name: 'products' }).click(); }
    else await page.getByRole('tab', { name: 'products' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/products-${w}.png` });
    await page.getByRole('button', { name: /^Edit / }).first().click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/edit-${w}.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    for (const tab of ['reviews', 'users', 'orders']) {
      if (w < 500) await page.getByRole('button', { name: 'Open admin menu' }).click();
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForTimeout(600);
      await page.screenshot({ path: `/tmp/shots/${tab}-${w}.png` });
    }
  });
}
