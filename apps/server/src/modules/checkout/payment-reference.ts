import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * `ref_<milliseconds>_<random>` as the spec asks (a 'ref_' prefix and the current time). Paystack
 * documents only letters, digits, '-', '.' and '=' for references; the underscores come from the
 * spec and the issue, and the random part is letters and digits only (see the README's note).
 */
export function newPaymentReference(now = Date.now()): string {
  let random = '';
  for (let i = 0; i < 12; i++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `ref_${now}_${random}`;
}
