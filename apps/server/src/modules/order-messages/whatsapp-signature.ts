import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta signs each webhook call's raw bytes: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 keyed
 * with the App Secret>`. Re-serialised JSON would not match, so the raw Buffer is hashed; the
 * comparison is constant-time.
 */
export function signWhatsAppBody(raw: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;
}

export function isValidWhatsAppSignature(
  raw: Buffer,
  header: unknown,
  appSecret: string | undefined,
): boolean {
  if (!appSecret || typeof header !== 'string' || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  const expected = Buffer.from(signWhatsAppBody(raw, appSecret).slice(7), 'hex');
  const given = Buffer.from(header.slice(7), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The handshake's token, compared in constant time too. */
export function isVerifyToken(given: unknown, expected: string | undefined): boolean {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
