import { vi } from 'vitest';
import { STOCK_SHOWN_WITHIN_MS } from '../modules/catalog/catalog-change-log.ts';

/**
 * Waits for `check` to pass: the catalogue shows a checkout's stock change within
 * STOCK_SHOWN_WITHIN_MS (catalog-change-log.ts), not at the checkout's answer. Allowed a few
 * times as long for a loaded machine.
 */
export const shownSoon = (check: () => Promise<void>) =>
  vi.waitFor(check, { timeout: 8 * STOCK_SHOWN_WITHIN_MS, interval: 25 });
