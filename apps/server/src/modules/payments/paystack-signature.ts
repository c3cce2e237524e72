import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Paystack signs the raw request bytes (hex HMAC-SHA512 keyed with the secret key). Hashing
 * re-serialised JSON breaks on any formatting difference, so the raw Buffer is hashed, and the
 * comparison is constant-time so the signature cannot be guessed byte by byte.
 */
export function signPaystackBody(raw: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(raw).digest('hex');
}

export function isValidPaystackSignature(
  raw: Buffer,
  signature: unknown,
  secretKey: string | undefined,
): boolean {
  if (!secretKey || typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signPaystackBody(raw, secretKey), 'hex');
  const given = Buffer.from(signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
