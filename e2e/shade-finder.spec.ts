import type { Page } from '@playwright/test';
import { axeFindings, expect, registerCustomer, signIn, test, SHOTS } from './fixtures';

// "Your shade" (decision 57): a shopper on a phone takes the shade finder from a foundation's
// page, finds her shade chosen on it, and the makeup listing keeps only the products made in it.

test.use({ viewport: { width: 375, height: 812 } });

const shoot = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/S-${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/S-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
};

test('she finds her shade, sees it chosen on a foundation, and the listing shows only products in it', async ({
  page,
}) => {
  await page.goto('/product/GN-MU-005');
  await page.getByTestId('your-shade').getByRole('link', { name: 'Find your shade' }).click();

  await expect(page).toHaveURL(/\/shade-finder\?product=GN-MU-005$/);
  await expect(page.getByRole('group', { name: 'Step 1 of 2: your skin depth' })).toBeVisible();
  // Each answer is a picture of skin with its name.
  await expect(page.getByRole('img', { name: 'Deepest skin' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await shoot(page, 'depth');
  await page.getByRole('radio', { name: /^Deep skin/ }).check({ force: true });
  await page.getByRole('button', { name: 'Next: undertone' }).click();

  await expect(page.getByRole('group', { name: 'Step 2 of 2: your undertone' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Warm undertone: deep wrist with green veins/ })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await shoot(page, 'undertone');
  await page.getByRole('radio', { name: /^Warm undertone/ }).check({ force: true });
  await page.getByRole('button', { name: 'See my shade' }).click();

  await expect(page).toHaveURL(/depth=deep&undertone=warm/);
  await expect(page.getByText('Deep, warm', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this phone' })).toBeVisible();
  await shoot(page, 'result');
  await page.getByRole('link', { name: 'Back to the product' }).click();

  // Her shade is chosen for her, and the page says so.
  await expect(page.getByTestId('your-shade')).toContainText('Your shade: Mahogany 450');
  await expect(page.getByTestId('your-shade')).toContainText('Deep, warm, chosen for you');
  await expect(page.getByRole('button', { name: 'Mahogany 450', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('group', { name: /Colour: Mahogany 450/ })).toBeVisible();
  await shoot(page, 'product');

  // The makeup listing's "Only my shade" keeps only the products that come in it, in the address.
  await page.goto('/makeup?type=face');
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('checkbox', { name: 'Only my shade (Deep, warm)' }).check();
  await expect(page).toHaveURL(/shade=deep-warm/);
  await expect(page.getByText('5 products', { exact: true })).toBeVisible();
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(5);
  await expect(page.getByRole('link', { name: /Glow Skin Tint/ })).toHaveCount(0);
  await expect(cards.filter({ hasText: 'Second Skin Liquid Foundation' })).toContainText(
    'Your shade: Mahogany 450',
  );
  await shoot(page, 'listing');
});

test('the finder reads without scripts, and a shade found as a guest goes to her account at sign-in', async ({
  page,
  browser,
  request,
}) => {
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  });
  const plain = await noScript.newPage();
  await plain.goto('/shade-finder');
  await plain.getByRole('radio', { name: /^Rich skin/ }).check({ force: true });
  await plain.getByRole('button', { name: 'Next: undertone' }).click();
  await plain.getByRole('radio', { name: /^Olive undertone/ }).check({ force: true });
  await plain.getByRole('button', { name: 'See my shade' }).click();
  await expect(plain.getByText('Rich, olive', { exact: true })).toBeVisible();
  await noScript.close();

  const customer = await registerCustomer(request, 'Ngozi', 'Eze');
  await page.goto('/shade-finder?depth=rich&undertone=olive');
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this phone' })).toBeVisible();
  await signIn(page, customer.username, customer.password, /\/dashboard$/);
  await expect
    .poll(async () => (await request.get('/api/auth/me/shade', { headers: customer.auth })).json())
    .toEqual({ shade: { depth: 'rich', undertone: 'olive' } });
});
