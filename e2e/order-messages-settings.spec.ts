import { expect, openAdminTab, signInAsAdmin, test, SHOTS } from './fixtures';

// The settings tab's Messages section (decision 51): without the WhatsApp and Termii variables
// the channels cannot be turned on and say which variables are missing; a template's name and
// language are saved and read back after a reload.

test.use({ viewport: { width: 375, height: 812 } });

test('the Messages settings name the missing variables and keep a template across a reload', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await openAdminTab(page, page.getByRole('tab', { name: 'settings' }));
  const section = page.getByRole('region', { name: 'Messages' });
  const whatsapp = section.getByRole('checkbox', { name: 'Send order messages by WhatsApp' });
  await expect(whatsapp).toBeDisabled();
  await expect(section.getByText(/set WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID/)).toBeVisible();
  await section.getByRole('textbox', { name: 'Shipped: template name' }).fill('order_shipped');
  await section.getByRole('button', { name: 'Save messages' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await section.getByRole('heading', { name: 'Messages' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/V-messages-settings-375.png`, fullPage: true });

  const wide = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInAsAdmin(wide);
  await openAdminTab(wide, wide.getByRole('tab', { name: 'settings' }));
  const again = wide.getByRole('region', { name: 'Messages' });
  await expect(again.getByRole('textbox', { name: 'Shipped: template name' })).toHaveValue('order_shipped');
  await again.getByRole('heading', { name: 'Messages' }).scrollIntoViewIfNeeded();
  await wide.screenshot({ path: `${SHOTS}/V-messages-settings-1280.png` });
  await wide.close();
});
