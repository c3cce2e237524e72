import { axeFindings, expect, registerCustomer, signIn, test, SHOTS } from './fixtures';

// Shop by skin on a 375 px phone (decision 58): a shopper narrows skincare to oily skin and acne
// (the address keeps it, Back undoes it, the server renders it without JavaScript), reads what a
// product is good for, sets her own skin in her account and finds the home page's top-rated row
// made for it. On the way she reads what a product for oily skin is made of.
test.use({ viewport: { width: 375, height: 812 } });

test('a shopper filters skincare by oily skin and acne, sets her skin and sees what is top-rated for it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/skincare');
  const grid = page.getByRole('list', { name: 'skincare products' });
  await expect(grid.getByRole('heading', { name: 'Raw Shea Butter Body Cream' })).toBeVisible();

  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByLabel('Skin type').selectOption('oily');
  await expect(page).toHaveURL(/[?&]skinType=oily/);
  await page.getByLabel('Concern').selectOption('acne');
  await expect(page).toHaveURL(/[?&]skinType=oily&concern=acne$/);
  await expect(grid.getByRole('heading', { name: 'Oil-Control Gel Moisturiser' })).toBeVisible();
  await expect(grid.getByRole('heading', { name: 'Salicylic Acne Spot Gel' })).toBeVisible();
  await expect(grid.getByRole('heading', { name: 'Raw Shea Butter Body Cream' })).toBeHidden();
  await expect(grid.getByRole('heading', { name: 'Hyaluronic Hydrating Serum' })).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/skin-filters-375.png`, fullPage: false });
  expect(await axeFindings(page)).toEqual([]);

  // Back undoes the concern, Forward brings it back: the address is the listing's state.
  await page.goBack();
  await expect(page).not.toHaveURL(/concern=acne/);
  await expect(page).toHaveURL(/skinType=oily/);
  await expect(page.getByLabel('Concern')).toHaveValue('');
  await page.goForward();
  await expect(page).toHaveURL(/skinType=oily&concern=acne$/);
  await expect(grid.getByRole('heading', { name: 'Raw Shea Butter Body Cream' })).toBeHidden();

  // The same address read with JavaScript off: the server renders the filtered list.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  });
  const plain = await noScript.newPage();
  await plain.goto(page.url());
  const plainGrid = plain.getByRole('list', { name: 'skincare products' });
  await expect(plainGrid.getByRole('heading', { name: 'Oil-Control Gel Moisturiser' })).toBeVisible();
  await expect(plainGrid.getByRole('heading', { name: 'Raw Shea Butter Body Cream' })).toHaveCount(0);
  await noScript.close();

  await page.goto('/product/GN-SK-007');
  await expect(page.getByText('Good for: oily, combination skin · Targets: acne')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/skin-product-line-375.png` });
  // What is inside, as the pack says it: the NAFDAC number she can check, what it is free of, the list.
  const label = page.getByRole('region', { name: 'Ingredients' });
  await label.scrollIntoViewIfNeeded();
  await expect(label.getByText('NAFDAC No. A7-1359')).toBeVisible();
  await expect(label.getByText(/^Free of: .*hydroquinone.*mercury/)).toBeVisible();
  await expect(label.getByText(/Niacinamide, Zinc PCA/)).toBeVisible();
  await label.screenshot({ path: `${SHOTS}/skin-product-ingredients-375.png` });

  // Her own skin, kept on her account.
  const shopper = await registerCustomer(request, 'Ifeoma');
  await signIn(page, shopper.username, shopper.password, /\/dashboard$/);
  await page.getByRole('tab', { name: 'account' }).click();
  const mySkin = page.getByRole('region', { name: 'My skin' });
  await mySkin.getByRole('radio', { name: 'Oily' }).check();
  await mySkin.getByRole('checkbox', { name: 'Acne' }).check();
  await mySkin.getByRole('button', { name: 'Save my skin' }).click();
  await expect(page.getByText('Your skin is saved', { exact: false })).toBeVisible();
  await mySkin.screenshot({ path: `${SHOTS}/skin-account-375.png` });
  const saved = await request.get('/api/auth/skin', { headers: shopper.auth });
  expect(await saved.json()).toEqual({ skinType: 'oily', concerns: ['acne'] });

  await page.goto('/');
  const row = page.getByRole('region', { name: 'Top-rated for your skin' });
  await expect(row).toBeVisible();
  const picks = row.getByRole('listitem');
  await expect(picks.first()).toBeVisible();
  // Each pick is for oily skin and targets acne, as the shop's own answer says.
  const asked = await request.get('/api/product/top-rated?skinType=oily&concerns=acne');
  const { products } = (await asked.json()) as { products: { fullname: string }[] };
  expect(products.length).toBeGreaterThan(0);
  await expect(picks).toHaveCount(products.length);
  await row.screenshot({ path: `${SHOTS}/skin-home-row-375.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  // The row kept its first height only for the width it was drawn at: no gap under it now.
  const box = await row.boundingBox();
  expect(box!.height).toBeLessThan(900);
  await row.screenshot({ path: `${SHOTS}/skin-home-row-1280.png` });
  await page.goto('/skincare?skinType=oily&concern=acne');
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.screenshot({ path: `${SHOTS}/skin-filters-1280.png` });
});
