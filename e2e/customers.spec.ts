import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import {
  adminHeaders,
  expect,
  openAdminTab,
  phoneOfThisRun,
  productToSell,
  signInAsAdmin,
  SHOTS,
  test,
  unique,
  webOrder,
} from './fixtures';

// The customers tab on a phone: a shopper who bought on the website and again in WhatsApp, her
// phone written two ways, is one person with both orders; staff note on her (decision 45).

/** An order staff record from a WhatsApp chat, paid in cash at pickup: its order number. */
async function whatsappOrder(request: APIRequestContext, name: string, phone: string) {
  const res = await request.post('/api/admin/orders', {
    headers: await adminHeaders(request),
    data: {
      items: [await productToSell(request)],
      customer: { name, phone },
      delivery: { pickup: true },
      channel: 'whatsapp',
      payment: { method: 'cash' },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: { orderNumber: string } }).order.orderNumber;
}

test.describe('customers', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a web order and a WhatsApp order by the same person show as one customer with both orders, and staff add a note', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const name = unique('Halima Customer ');
    const phone = phoneOfThisRun();
    const web = await webOrder(request, name, `${name.replace(/\W/g, '').toLowerCase()}@example.ng`, phone);
    // The same phone as +234…, without the 0: the same person.
    const chat = await whatsappOrder(request, name, `+234 ${phone.slice(1)}`);

    await signInAsAdmin(page);
    await openAdminTab(page, page.getByRole('tab', { name: 'customers' }));
    await page.getByLabel('Find a customer').fill(phone);
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card).toContainText('Orders2');
    await expect(card.getByText('Website')).toBeVisible();
    await expect(card.getByText('WhatsApp')).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'customers-375.png'), fullPage: true });

    await card.getByRole('button', { name: `Customer page of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.getByText(web)).toBeVisible();
    await expect(dialog.getByText(chat)).toBeVisible();
    await dialog.getByLabel('New note').fill('Prefers pickup after 5 pm; pays cash');
    await dialog.getByRole('button', { name: 'Save note' }).click();
    await expect(dialog.getByText('Prefers pickup after 5 pm; pays cash')).toBeVisible();
    await expect(dialog.getByText(/shopadmin ·/)).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'customer-page-375.png'), fullPage: true });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: join(SHOTS, 'customer-page-1280.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.screenshot({ path: join(SHOTS, 'customers-1280.png'), fullPage: true });
  });
});
