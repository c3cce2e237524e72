import { randomInt } from 'node:crypto';
import type { ProviderName } from './payment-provider.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A 'ref' prefix, the current time in milliseconds and 12 random letters or digits. Paystack
 * documents only letters, digits, '-', '.' and '=' for references, so with Paystack the parts are
 * joined by '-' (`ref-<ms>-<random>`); the sandbox keeps the product's `ref_<ms>_<random>` form.
 */
export function newPaymentReference(provider: ProviderName, now = Date.now()): string {
  let random = '';
  for (let i = 0; i < 12; i++) random += ALPHABET[randomInt(ALPHABET.length)];
  const sep = provider === 'paystack' ? '-' : '_';
  return `ref${sep}${now}${sep}${random}`;
}
