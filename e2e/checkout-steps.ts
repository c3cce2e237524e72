import type { Page } from '@playwright/test';

/** A guest's delivery details in Benin City, with the local rider chosen. */
export async function fillDelivery(page: Page, email: string) {
  await page.getByLabel('Name').fill('Ngozi Eze');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Address').fill('12 Airport Road');
  await page.getByLabel('State').selectOption('Edo');
  await page.getByLabel('City (LGA)').selectOption('Oredo');
  await page.getByLabel('Phone number').fill('0803 123 4567');
  await page.getByRole('radio', { name: /Within Benin \(BENIN\)/ }).check();
}
