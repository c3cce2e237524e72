import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect };

export const ADMIN = { username: 'shopadmin', password: 'admin-pass-1234' };

/** The e2e server's data folder (set by playwright.config.ts), for reading its mail outbox. */
export const dataDir = () => process.env.E2E_DATA_DIR!;

/** Newest mail to an address from the shop's outbox (.eml files), decoded as text. */
export function latestMailTo(address: string): string | undefined {
  const outbox = join(dataDir(), 'outbox');
  const safe = address.replace(/[^a-zA-Z0-9@._-]/g, '_');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.includes(safe));
  } catch {
    return undefined;
  }
  const newest = files.sort().at(-1);
  if (!newest) return undefined;
  const raw = readFileSync(join(outbox, newest), 'utf8');
  // Quoted-printable soft breaks and =XX escapes, enough to read codes and links.
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * Fails the test on any uncaught page error, and on any Content-Security-Policy violation (the
 * page's `securitypolicyviolation` events, reported from every document the page loads, and the
 * browser's own "Content Security Policy" console messages), so a broken page or a resource the
 * policy blocks is never silently passed.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    const violations: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.exposeBinding('__reportCspViolation', (_source, violation: string) => {
      violations.push(violation);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const report = (window as unknown as { __reportCspViolation?: (v: string) => void })
          .__reportCspViolation;
        report?.(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} on ${e.documentURI}`);
      });
    });
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

/** Clicks an admin tab, opening the phone's side menu first when the tab bar is hidden. */
export async function openAdminTab(page: Page, tab: Locator) {
  const menu = page.getByRole('button', { name: 'Open admin menu' });
  // The page decides between the tab bar and the phone's menu once it has loaded.
  await expect(tab.or(menu).first()).toBeVisible();
  if (!(await tab.isVisible())) await menu.click();
  await tab.click();
}
