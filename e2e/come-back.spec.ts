import { mkdirSync } from 'node:fs';
import { expect, latestMailTo, test, unique, SHOTS } from './fixtures';

// Shoppers who come back, on a phone: the unpaid checkout's reminder e-mail
// (taken from the shop's outbox) brings the cart back and opens the checkout; a sold-out product
// offers "Notify me". The e2e shop reminds after a minute (playwright.config.ts).

const SERUM = 'GN-SK-010';
const GLOSS = 'GN-MU-003';
const SOLD_OUT = 'GN-SK-015';

test.use({ viewport: { width: 375, height: 812 } });

type ProductAnswer = {
  product: { name: string; price: number; colors: { _id: string; name: string; inStock: boolean }[] };
};

test('the reminder e-mail’s link puts the unpaid checkout back in the cart and opens the checkout', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const email = `${unique('comeback')}@example.ng`;
  const gloss = (await (await request.get(`/api/product/products/${GLOSS}`)).json()) as ProductAnswer;
  const serum = (await (await request.get(`/api/product/products/${SERUM}`)).json()) as ProductAnswer;
  const shade = gloss.product.colors.find((c) => c.inStock)!;
  const checkout = await request.post('/api/order/checkout', {
    data: {
      items: [
        { productId: SERUM, colorId: null, quantity: 2 },
        { productId: GLOSS, colorId: shade._id, quantity: 1 },
      ],
      delivery: {
        name: 'Ngozi Eze',
        email,
        address: '12 Airport Road',
        state: 'Edo',
        city: 'Oredo',
        phoneNumber: '0803 123 4567',
      },
      transportOption: 'BENIN',
    },
  });
  expect(checkout.status()).toBe(200);

  // Left unpaid: a minute later the shop writes the one reminder.
  await expect
    .poll(() => latestMailTo(email) ?? '', { timeout: 100_000, intervals: [2000] })
    .toContain('You left something in your');
  const mail = latestMailTo(email)!;
  const link = /https?:\/\/[^\s"<>]+\/cart\?restore=[A-Za-z0-9._%-]+/.exec(mail)?.[0];
  expect(link, 'the restore link in the e-mail').toBeDefined();
  expect(mail).toContain('/unsubscribe?token=');

  // Opened on the phone with an empty cart: the items come back and the checkout is there.
  const path = new URL(link!).pathname + new URL(link!).search;
  await page.goto(path);
  await expect(page.getByText('Your cart is back, at today’s prices.')).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(serum.product.name).first()).toBeVisible();
  await expect(page.getByText(gloss.product.name).first()).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();

  // The e-mail as a mail app shows it (its HTML part), for the record.
  mkdirSync(SHOTS, { recursive: true });
  // latestMailTo decodes quoted-printable byte by byte; the HTML part is UTF-8.
  const html = /<!doctype html>[\s\S]*<\/html>/i.exec(Buffer.from(mail, 'latin1').toString('utf8'))?.[0];
  expect(html).toBeDefined();
  expect(html).toContain('today’s prices');
  await page.setContent(html!.replace(/https?:\/\/localhost:\d+/g, ''), { waitUntil: 'load' });
  await page.screenshot({ path: `${SHOTS}/R-reminder-email-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/R-reminder-email-1280.png`, fullPage: true });
});

test('a sold-out product offers “Notify me”: pressed, a labelled e-mail field takes the focus, then a thank-you', async ({
  page,
}) => {
  await page.goto(`/product/${SOLD_OUT}`);
  // The first paint carries only the button; its form loads with the press.
  await page.getByRole('button', { name: 'Notify me' }).click();
  const form = page.getByRole('form', { name: 'Sold out' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Your e-mail')).toBeFocused();
  mkdirSync(SHOTS, { recursive: true });
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/R-notify-me-375.png` });

  await form.getByLabel('Your e-mail').fill('not-an-address');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();

  await form.getByLabel('Your e-mail').fill(`${unique('notify')}@example.ng`);
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'We will e-mail you once when it is back in stock.' }),
  ).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/product/GN-MU-001`);
  await page.getByRole('button', { name: 'Notify me' }).click();
  const shadeForm = page.getByRole('form', { name: 'Shade sold out?' });
  await expect(shadeForm.getByLabel('Shade')).toBeVisible();
  await shadeForm.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/R-notify-me-shade-1280.png` });
});
