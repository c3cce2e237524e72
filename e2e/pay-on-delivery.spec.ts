import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminHeaders,
  expect,
  findAdminOrder,
  forgetSession,
  openAdminTab,
  registerCustomer,
  signIn,
  signInAsAdmin,
  test,
  SHOTS,
  chooseStatus,
  latestMailTo,
  phoneOfThisRun,
  productToSell,
  unique,
} from './fixtures';

// A customer in Lagos pays on delivery on a phone, and the admin delivers the order collecting
// the money by POS; the order's page then says delivered. Pay-on-delivery orders are confirmed by
// their shopper from the receipt's link, or by staff after a call (decision 53).

test.use({ viewport: { width: 375, height: 812 } });

async function setPayOnDelivery(request: APIRequestContext, payOnDelivery: object) {
  const res = await request.put('/api/admin/settings', {
    headers: await adminHeaders(request),
    data: { payment: { payOnDelivery } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function moveOrder(page: Page, name: string, status: string, collected?: string) {
  const card = page.getByRole('article', { name: `Order of ${name}` });
  if (collected) await card.getByLabel('How was the money collected?').selectOption(collected);
  await chooseStatus(card, status);
  await card.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(`Order marked as ${status}`)).toBeVisible();
}

test('a customer in Lagos pays on delivery and the admin collects it by POS', async ({ page, request }) => {
  // A sign-up, a sign-in, the shop's settings twice and the admin's delivery: longer than most.
  test.slow();
  await setPayOnDelivery(request, { enabled: true, states: ['Lagos'], maxAmount: null, guests: false });
  try {
    const customer = await registerCustomer(request, 'Tolu', 'Adeyemi');
    await signIn(page, customer.username, customer.password, /\/dashboard$/);

    await page.goto('/product/GN-SK-002');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.getByLabel('Address').fill('4 Allen Avenue');
    // Not offered in Edo: the page says why, where the choice would be.
    await page.getByLabel('State').selectOption('Edo');
    const reason = page.getByText('Pay on delivery is not available for addresses in Edo. Please pay now.');
    await expect(reason).toBeVisible();
    await expect(page.getByRole('group', { name: 'How would you like to pay?' })).toHaveCount(0);
    await reason.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/pay-on-delivery-not-here-375.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/pay-on-delivery-not-here-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByLabel('State').selectOption('Lagos');
    await page.getByLabel('City (LGA)').selectOption('Ikeja');
    await page.getByLabel('Phone number').fill('0802 555 0199');
    await page.getByRole('radio', { name: /^GIG/ }).check();
    const choice = page.getByRole('group', { name: 'How would you like to pay?' });
    await choice.getByRole('radio', { name: 'Pay on delivery' }).check();
    await choice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/pay-on-delivery-choice-375.png` });
    await page.getByRole('button', { name: 'Proceed to payment' }).click();

    await expect(page).toHaveURL(/\/order\/[A-Za-z0-9_-]+$/);
    await expect(page.getByText('Order created successfully!')).toBeVisible();
    const orderPage = page.url();
    await expect(page.locator('[data-status="pay_on_delivery"]').first()).toHaveText('pay on delivery');
    await page.screenshot({ path: `${SHOTS}/pay-on-delivery-order-375.png`, fullPage: true });

    await forgetSession(page);
    await signInAsAdmin(page);
    await openAdminTab(page, page.getByRole('tab', { name: 'orders' }));
    const { name } = customer;
    const card = await findAdminOrder(page, name);
    await expect(card.getByText(/To collect: ₦/)).toBeVisible();
    await moveOrder(page, name, 'processing');
    await moveOrder(page, name, 'shipped');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/pay-on-delivery-collect-375.png` });
    await moveOrder(page, name, 'delivered', 'pos');
    await expect(card.getByText('Collected by POS')).toBeVisible();

    await page.goto(orderPage);
    await expect(page.locator('[data-status="delivered"]').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/pay-on-delivery-delivered-375.png`, fullPage: true });
  } finally {
    await setPayOnDelivery(request, { enabled: false });
  }
});

/** A guest's pay-on-delivery order in Lagos, made as the checkout page makes it: its order number. */
async function podGuestOrder(request: APIRequestContext, name: string, email: string) {
  const res = await request.post('/api/order/checkout', {
    data: {
      items: [await productToSell(request)],
      delivery: {
        name,
        email,
        phoneNumber: phoneOfThisRun(),
        address: '4 Allen Avenue',
        state: 'Lagos',
        city: 'Ikeja',
      },
      transportOption: 'GIG',
      paymentMethod: 'pay_on_delivery',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { orderNumber: string }).orderNumber;
}

test('a shopper confirms her pay-on-delivery order from the e-mail, and staff confirm another after a call', async ({
  page,
  request,
}) => {
  test.slow();
  await setPayOnDelivery(request, { enabled: true, states: ['Lagos'], maxAmount: null, guests: true });
  try {
    const family = unique('Okafor');
    const kemi = { name: `Kemi ${family}`, email: `${unique('kemi')}@example.ng` };
    const bola = { name: `Bola ${family}`, email: `${unique('bola')}@example.ng` };
    const kemiOrder = await podGuestOrder(request, kemi.name, kemi.email);
    await podGuestOrder(request, bola.name, bola.email);

    // The receipt's Confirm order link, as she opens it from her e-mail.
    let link = '';
    await expect
      .poll(() => {
        link = /Confirm order: (\S+\/orders\/confirm\/\S+)/.exec(latestMailTo(kemi.email) ?? '')?.[1] ?? '';
        return link;
      })
      .not.toBe('');
    await page.goto(new URL(link).pathname);
    await expect(page.getByText(kemiOrder)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/pod-confirm-page-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/pod-confirm-page-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page.getByText('Thank you, your order is confirmed.', { exact: false })).toBeVisible();

    await signInAsAdmin(page);
    await openAdminTab(page, page.getByRole('tab', { name: 'orders' }));
    await page.getByLabel('Search orders').fill(family);
    const kemiCard = page.getByRole('article', { name: `Order of ${kemi.name}` });
    const bolaCard = page.getByRole('article', { name: `Order of ${bola.name}` });
    await expect(kemiCard.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(bolaCard.getByText('Unconfirmed', { exact: true })).toBeVisible();
    await expect(kemiCard.getByRole('button', { name: /Mark confirmed/ })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/pod-admin-list-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/pod-admin-list-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });

    // Staff phoned Bola: she still wants it.
    await bolaCard.getByRole('button', { name: 'Mark confirmed (phoned the customer)' }).click();
    await expect(page.getByText(/marked as confirmed/)).toBeVisible();
    await expect(bolaCard.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(bolaCard.getByRole('button', { name: /Mark confirmed/ })).toHaveCount(0);

    // The filter keeps the choice in the address.
    await page.getByLabel('Confirmation').selectOption({ label: 'Unconfirmed' });
    await expect(page).toHaveURL(/confirmation=unconfirmed/);
    await expect(kemiCard).toHaveCount(0);
    await expect(bolaCard).toHaveCount(0);
  } finally {
    await setPayOnDelivery(request, { enabled: false });
  }
});
