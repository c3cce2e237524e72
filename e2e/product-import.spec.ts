import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders, expect, openAdminTab, signInAsAdmin, test, unique, SHOTS } from './fixtures';

// Data in and out: on a phone the admin exports the products CSV, changes a
// price and adds a product with a mistake in a spreadsheet, checks the file (the row's error
// shows), fixes it, imports it, and the shop shows the new price.

const csvFile = (lines: string[]) => ({
  name: 'products.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`),
});

/** A product of this test's own (so no other journey sees its price change), added by import. */
async function ownProduct(request: APIRequestContext, code: string) {
  const auth = await adminHeaders(request);
  const exported = (await (await request.get('/api/admin/products.csv', { headers: auth })).text()).slice(1);
  const [header, ...rows] = exported.split('\r\n');
  // The demo serum's picture, as the shop holds it, counted from the row's end: its description
  // may hold commas, the columns after Image (final sale, skin) do not.
  const columns = header!.split(',');
  const picture = rows
    .find((row) => row.startsWith('GN-SK-001,'))!
    .split(',')
    .at(columns.indexOf('Image') - columns.length)!;
  const cells: Record<string, string> = {
    Code: code,
    Name: 'Import Balm',
    'Full name': 'Import Balm with shea butter',
    Category: 'skincare',
    'Price (₦)': '5000',
    'In stock': 'yes',
    Description: 'A balm added by the import journey',
    Image: picture,
  };
  const line = header!
    .split(',')
    .map((name) => cells[name] ?? '')
    .join(',');
  const res = await request.post('/api/admin/products/import', {
    headers: auth,
    multipart: { file: csvFile([header!, line]) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Deletes the journey's products, so the other journeys, which count the demo catalogue's cards,
 * see the catalogue as seeded once this one is done.
 */
async function deleteProducts(request: APIRequestContext, codes: string[]) {
  const auth = await adminHeaders(request);
  for (const code of codes) {
    const res = await request.get(`/api/product/products/${code}`);
    if (res.status() !== 200) continue;
    const { product } = (await res.json()) as { product: { _id: string } };
    expect(
      (await request.delete(`/api/product/admin/products/${product._id}`, { headers: auth })).status(),
    ).toBe(200);
  }
}

test('the admin exports the products, fixes a marked row and imports a new price the shop shows', async ({
  page,
  request,
}) => {
  const code = unique('IMP-').toUpperCase();
  const added = unique('NEW-').toUpperCase();
  try {
    await importJourney(page, request, code, added);
  } finally {
    await deleteProducts(request, [code, added]);
  }
});

async function importJourney(page: Page, request: APIRequestContext, code: string, added: string) {
  await ownProduct(request, code);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsAdmin(page);
  await openAdminTab(page, page.getByRole('tab', { name: 'products' }));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('products.csv');
  const [header, ...rows] = readFileSync((await download.path())!, 'utf8')
    .slice(1)
    .split('\r\n');
  const columns = header!.split(',');
  const cell = (name: string) => columns.indexOf(name);
  // The spreadsheet: the balm's price changed, a new product whose price is mistyped.
  const balm = rows.find((row) => row.startsWith(`${code},`))!.split(',');
  balm[cell('Price (₦)')] = '6500';
  const newRow = (price: string) => {
    const cells = [...balm];
    cells[cell('Code')] = added;
    cells[cell('Name')] = 'Import Toner';
    cells[cell('Full name')] = 'Import Toner with rose water';
    cells[cell('Price (₦)')] = price;
    return cells.join(',');
  };

  await page.getByRole('button', { name: 'Import from CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
  await dialog
    .getByLabel('Products CSV file')
    .setInputFiles(csvFile([header!, balm.join(','), newRow('four thousand')]));
  await dialog.getByRole('button', { name: 'Check file' }).click();
  // Only rows without errors count: the mistyped product is not among the new ones yet.
  await expect(dialog.getByRole('heading', { name: '0 new, 1 updated' })).toBeFocused();
  const errors = dialog.getByRole('table', { name: 'Errors by row' });
  await expect(errors.getByRole('row').nth(1)).toHaveText(
    /^3\s*Price \(₦\)\s*price must be a positive number of naira$/,
  );
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/I-import-errors-375.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/I-import-errors-1280.png` });
  await page.setViewportSize({ width: 375, height: 812 });

  await dialog
    .getByLabel('Products CSV file')
    .setInputFiles(csvFile([header!, balm.join(','), newRow('4000')]));
  await expect(errors).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByText('No errors: the file is ready to import.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported: 1 new, 1 updated')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The product page shows its price as the product description writes it (ngn).
  await page.goto(`/product/${code}`);
  await expect(page.getByText('ngn 6,500')).toBeVisible();
  await page.goto(`/product/${added}`);
  await expect(page.getByText('ngn 4,000')).toBeVisible();
}
