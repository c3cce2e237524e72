import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

const REVIEWS_PER_PAGE = 10;
/** A listing's first page (apps/web/src/features/catalog/listing-params.ts). */
const LISTING_PAGE_SIZE = 48;

/**
 * How many cards a category's listing shows first: the demo's 26, plus what other journeys of the
 * same run added (a routine and its parts, a new product), as the API lists them.
 */
async function listedCount(request: APIRequestContext, category: 'makeup' | 'skincare') {
  const answer = await request.get(`/api/product/products?category=${category}`);
  const { products } = (await answer.json()) as { products: unknown[] };
  expect(products.length).toBeGreaterThanOrEqual(26);
  return Math.min(products.length, LISTING_PAGE_SIZE);
}

test.describe('the storefront', () => {
  test('home shows the headline and four skincare and four makeup cards', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your go to Beauty Destination.' }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Skincare products' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('list', { name: 'Makeup products' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'What our customers say' })).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  });

  test('Get Started takes the shopper to the products and See All reaches the listing', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByRole('heading', { name: 'Skincare', exact: true })).toBeInViewport();
    await page.getByRole('link', { name: 'See All makeup' }).click();
    await expect(page).toHaveURL(/\/makeup$/);
    await expect(page.getByRole('heading', { name: 'makeup products' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'makeup products' }).getByRole('listitem')).toHaveCount(
      await listedCount(request, 'makeup'),
    );
    await expect(page).toHaveTitle('Makeup · Glow Naija');
  });

  test('typing in the search narrows the grid and a nonsense term shows No matching products found', async ({
    page,
    request,
  }) => {
    const { products } = (await (
      await request.get('/api/product/products?category=skincare&q=serum')
    ).json()) as {
      products: { fullname: string }[];
    };
    const all = await listedCount(request, 'skincare');
    await page.goto('/skincare');
    const grid = page.getByRole('list', { name: 'skincare products' }).getByRole('listitem');
    await expect(grid).toHaveCount(all);
    const search = page.getByRole('searchbox', { name: 'Search Skincare' });
    await expect(search).toHaveAttribute('placeholder', 'Search Skincare');
    await search.fill('SERUM');
    // The same shared rule as the server's q: name, description, category or full name.
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThan(all);
    await expect(grid).toHaveCount(products.length);
    for (const p of products) await expect(grid.filter({ hasText: p.fullname })).toHaveCount(1);
    await search.fill('zzqxwv');
    await expect(page.getByText('No matching products found')).toBeVisible();
    await expect(grid).toHaveCount(0);
  });

  test('a product page shows rating summary, swatches, reviews strip and four similar items', async ({
    page,
    request,
  }) => {
    const reviews = (await (
      await request.get('/api/review/reviews?productId=GN-MU-001')
    ).json()) as unknown[];
    await page.goto('/product/GN-MU-001');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Glow Naija Velvet Matte Lipstick 3.5g' }),
    ).toBeVisible();
    await expect(page.getByText(/^ngn \d{1,3}(,\d{3})*$/)).toBeVisible();
    await expect(page.getByText('In stock', { exact: true })).toBeVisible();
    await expect(page.getByText(`Based on ${reviews.length} review(s)`)).toBeVisible();
    await expect(page.getByRole('meter')).toHaveCount(5);
    const swatch = page.getByRole('button', { name: 'Ruby Owambe' });
    await expect(swatch).toHaveAttribute('title', 'Ruby Owambe');
    await expect(page.getByRole('button', { name: 'Terracotta, out of stock' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    if (reviews.length > 0) {
      // The first page of reviews; the rest come with More reviews.
      await expect(page.getByRole('list', { name: 'Customer reviews' }).getByRole('listitem')).toHaveCount(
        Math.min(reviews.length, REVIEWS_PER_PAGE),
      );
    } else {
      await expect(page.getByText('no reviews yet')).toBeVisible();
    }
    const similar = page.getByRole('list', { name: 'Similar items' }).getByRole('listitem');
    await expect(page.getByRole('heading', { name: 'discover similar items' })).toBeVisible();
    await expect(similar).toHaveCount(4);
    await expect(similar.filter({ hasText: 'Velvet Matte Lipstick' })).toHaveCount(0);
    await expect(page).toHaveTitle('Glow Naija Velvet Matte Lipstick 3.5g · Glow Naija');
  });

  test('a product page shows its reviews a page at a time and four other similar items on each visit', async ({
    page,
    request,
  }) => {
    const { products } = (await (await request.get('/api/product/products')).json()) as {
      products: { productId: string; fullname: string; category: string; reviewCount: number }[];
    };
    const reviewed = products.find((p) => p.reviewCount > REVIEWS_PER_PAGE)!;
    expect(reviewed, 'a demo product with more than one page of reviews').toBeTruthy();
    await page.goto(`/product/${reviewed.productId}`);
    await expect(page.getByText(`Based on ${reviewed.reviewCount} review(s)`)).toBeVisible();
    const strip = page.getByRole('list', { name: 'Customer reviews' }).getByRole('listitem');
    await expect(strip).toHaveCount(REVIEWS_PER_PAGE);
    await page.getByRole('button', { name: 'More reviews' }).click();
    await expect(strip).toHaveCount(reviewed.reviewCount);
    await expect(page.getByRole('button', { name: 'More reviews' })).toHaveCount(0);

    const similar = page.getByRole('list', { name: 'Similar items' }).getByRole('listitem');
    await expect(similar).toHaveCount(4);
    await expect(similar.filter({ hasText: reviewed.fullname })).toHaveCount(0);
    const sameCategory = new Set(
      products.filter((p) => p.category === reviewed.category).map((p) => p.fullname),
    );
    for (const name of await similar.getByRole('heading').allInnerTexts()) {
      expect(sameCategory.has(name), name).toBe(true);
    }
  });

  test('the home page shows its testimonials and fetches the next page as the shopper moves on', async ({
    page,
    request,
  }) => {
    const total = Number((await request.get('/api/review/all?limit=1')).headers()['x-total-count']);
    expect(total).toBeGreaterThan(7);
    await page.emulateMedia({ reducedMotion: 'reduce' }); // starts paused: the test moves it
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'What our customers say' });
    await expect(carousel.getByRole('figure', { name: `Review 1 of ${total}` })).toBeVisible();
    await expect(carousel.getByRole('blockquote')).not.toBeEmpty();
    for (let i = 2; i <= 8; i++) {
      await carousel.getByRole('button', { name: 'Next review' }).click();
      await expect(carousel.getByRole('figure', { name: `Review ${i} of ${total}` })).toBeVisible();
    }
    // Review 8 is on the second page of 7, fetched while the first was shown.
    await expect(carousel.getByRole('group', { name: `Page 2 of ${Math.ceil(total / 7)}` })).toBeVisible();
    await expect(carousel.getByRole('blockquote')).not.toBeEmpty();
    await carousel.getByRole('button', { name: 'Previous review' }).click();
    await expect(carousel.getByRole('figure', { name: `Review 7 of ${total}` })).toBeVisible();
  });

  test('Add to Cart without a colour asks for one, and with a colour adds the item', async ({ page }) => {
    await page.goto('/product/GN-MU-001');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Please select a color')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
    const swatch = page.getByRole('button', { name: 'Ruby Owambe' });
    await swatch.click();
    await expect(swatch).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to cart successfully!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('an out-of-stock product reads Out of Stock with both buttons disabled', async ({ page }) => {
    await page.goto('/product/GN-MU-006');
    await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  });

  test('an unknown product id answers 404 and shows Product not found', async ({ page }) => {
    expect((await page.goto('/product/NO-SUCH-PRODUCT'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  });

  test('the cart icon on a card without colours adds it to the cart', async ({ page }) => {
    await page.goto('/skincare');
    await page.getByRole('button', { name: 'Add African Black Soap Cleanser to cart' }).click();
    await expect(page.getByText('Item added to cart')).toBeVisible();
  });

  test('a guest tapping the save icon is sent to sign in', async ({ page }) => {
    await page.goto('/skincare');
    await page.getByRole('button', { name: 'Save African Black Soap Cleanser' }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('a broken image falls back to the placeholder', async ({ page }) => {
    await page.route('**/api/images/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/skincare');
    const image = page.getByAltText('Glow Naija African Black Soap Cleanser 250ml');
    await expect(image).toHaveAttribute('src', '/placeholder-product.jpg');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  test('the grid is one column at 375 px and four columns at 1280 px', async ({ page, request }) => {
    const listed = await listedCount(request, 'makeup');
    const cardBoxes = async () => {
      const cards = page.getByRole('list', { name: 'makeup products' }).getByRole('listitem');
      await expect(cards).toHaveCount(listed);
      return Promise.all((await cards.all()).slice(0, 5).map(async (c) => (await c.boundingBox())!));
    };

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/makeup');
    const narrow = await cardBoxes();
    expect(narrow[1]!.x).toBeCloseTo(narrow[0]!.x, 0);
    expect(narrow[1]!.y).toBeGreaterThan(narrow[0]!.y + narrow[0]!.height - 1);

    await page.setViewportSize({ width: 1280, height: 900 });
    const wide = await cardBoxes();
    const firstRow = wide.slice(0, 4);
    for (const box of firstRow) expect(box.y).toBeCloseTo(wide[0]!.y, 0);
    expect(new Set(firstRow.map((b) => Math.round(b.x))).size).toBe(4);
    expect(wide[4]!.y).toBeGreaterThan(wide[0]!.y + wide[0]!.height - 1);
    expect(wide[4]!.x).toBeCloseTo(wide[0]!.x, 0);
  });
});
