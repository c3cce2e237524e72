import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  adminHeaders,
  expect,
  openAdminTab,
  paidOrder,
  registerCustomer,
  SHOTS,
  signIn,
  signInAsAdmin,
  statusBody,
  test,
} from './fixtures';

// Photo reviews on a phone (decision 61): after delivery a buyer writes a review with a photo and
// her skin type; it shows on the product page as a thumbnail that opens larger, the "With photos"
// filter finds it, and once staff hide the photo no shopper sees it.

const PHOTO = join(process.cwd(), 'apps/web/public/placeholder-product.jpg');
const PRODUCT = '/product/GN-SK-001';

/** A full-page shot at 375 px and again at 1280 px; back to the phone after. */
async function shots(page: Page, name: string, ready: () => Promise<void>, fullPage = true) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await ready();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

test.describe('photo reviews', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a buyer reviews with a photo after delivery; it shows, the photo filter finds it, staff hide it and it is gone', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    // Bought and delivered through the API (other journeys walk the checkout itself).
    const buyer = await registerCustomer(request, 'Ifeoma', 'Nwosu');
    const { viewToken } = await paidOrder(request, buyer.auth);
    const { order } = (await (await request.get(`/api/order/view/${viewToken}`)).json()) as {
      order: { _id: string };
    };
    const admin = await adminHeaders(request);
    for (const status of ['processing', 'shipped', 'delivered']) {
      const moved = await request.patch(`/api/order/orders/${order._id}/status`, {
        headers: admin,
        data: statusBody(status),
      });
      expect(moved.status(), await moved.text()).toBe(200);
    }
    const text = `Faded my dark spots in three weeks, ${buyer.username}`;

    await signIn(page, buyer.username, buyer.password, /\/dashboard$/);
    await page.goto(`${PRODUCT}#write-review`);
    const form = page.getByRole('region', { name: 'Write a review' });
    await form.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await form.getByLabel('Your review').fill(text);
    await form.getByLabel('Your skin type (optional)').selectOption('Oily');
    await form.getByLabel('Add photos (optional)').setInputFiles(PHOTO);
    await expect(form.getByRole('img', { name: 'Your upload 1' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
    await shots(page, 'photo-review-form', () => form.scrollIntoViewIfNeeded(), false);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you! Your review has been posted.');

    // On the product page, for anyone: her review with its thumbnail, named for who and what.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(PRODUCT);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    const alt = /^Photo by Ifeoma of /;
    const mine = reviews.getByRole('listitem').filter({ hasText: buyer.username });
    await expect(mine.getByRole('img', { name: alt })).toBeVisible();
    await expect(mine).toContainText('Oily skin');
    await reviews.getByRole('button', { name: 'With photos' }).click();
    await expect(reviews.getByRole('button', { name: 'With photos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(mine.getByRole('img', { name: alt })).toBeVisible();
    await reviews.getByLabel('Skin type').selectOption('Oily');
    await expect(mine).toBeVisible();
    await shots(page, 'photo-review-list', () => reviews.scrollIntoViewIfNeeded(), false);

    // The thumbnail opens the larger photo; Escape closes it and focus goes back to the thumbnail.
    const thumb = mine.getByRole('button', { name: /^Open larger: Photo by Ifeoma of / });
    await thumb.click();
    const dialog = page.getByRole('dialog', { name: alt });
    await expect(dialog.getByRole('img', { name: alt })).toBeVisible();
    await shots(
      page,
      'photo-review-large',
      async () => {
        await expect(dialog.getByRole('img', { name: alt })).toBeVisible();
      },
      false,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(thumb).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Staff hide the photo in the reviews tab.
    await signInAsAdmin(page);
    await openAdminTab(page, page.getByRole('tab', { name: 'reviews' }));
    const panel = page.getByRole('tabpanel', { name: 'reviews' });
    await panel.getByRole('searchbox').fill(buyer.username);
    const card = panel.getByRole('article').filter({ hasText: buyer.username });
    await card.getByRole('button', { name: 'Hide photo 1' }).click();
    await expect(card.getByRole('button', { name: 'Show photo 1' })).toBeVisible();
    await expect(card.getByText('Hidden', { exact: true })).toBeVisible();

    // Gone for shoppers: no thumbnail, and the photo filter no longer finds her review.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(PRODUCT);
    const after = page.getByRole('region', { name: 'Reviews' });
    const hers = after.getByRole('listitem').filter({ hasText: buyer.username });
    await expect(hers).toBeVisible();
    await expect(hers.getByRole('img', { name: alt })).toHaveCount(0);
    await after.getByRole('button', { name: 'With photos' }).click();
    await expect(hers).toHaveCount(0);
  });
});
