import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { shopKey } from '../../db/shop-keys.ts';

// The browser's device cookie (OWASP's "device cookies", docs/decisions/0042-sign-in-device-cookie.md):
// after a right password the shop sets a signed cookie naming the account and a random nonce. A
// later sign-in to that account carrying it is this browser's owner coming back, and gets its own
// lane through the hashing queue and its own failure limit (trusted-device.ts). Only the shop can
// make one (HMAC-SHA256 with a key kept in the database); it is sent only to the sign-in call.

export const DEVICE_COOKIE = 'gn_device';
const PATH = '/api/auth/login';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type DeviceCookie = { userId: string; nonce: string };

const mac = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(`device.${body}`).digest('base64url');

/** The cookie's value for this account: a new nonce unless an existing cookie is renewed. */
async function deviceCookieValue(db: DbOrTx, device: DeviceCookie): Promise<string> {
  const body = Buffer.from(`${device.userId} ${device.nonce}`).toString('base64url');
  return `${body}.${mac(await shopKey(db, 'device_cookie_key'), body)}`;
}

export const newDevice = (userId: string): DeviceCookie => ({
  userId,
  nonce: randomBytes(16).toString('base64url'),
});

/** The Set-Cookie header for `device`: long-lived, HttpOnly, SameSite=Lax, Secure over https. */
export async function deviceCookieHeader(db: DbOrTx, device: DeviceCookie, secure: boolean): Promise<string> {
  const value = await deviceCookieValue(db, device);
  const attributes = [`Path=${PATH}`, `Max-Age=${MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return [`${DEVICE_COOKIE}=${value}`, ...attributes].join('; ');
}

/** The device cookie in a Cookie header, when the shop signed it; undefined for anything else. */
export async function readDeviceCookie(db: DbOrTx, cookieHeader: string | undefined) {
  const value = cookieValue(cookieHeader, DEVICE_COOKIE);
  if (!value || value.length > 200) return undefined;
  const [body, given, ...rest] = value.split('.');
  if (!body || !given || rest.length > 0) return undefined;
  const expected = Buffer.from(mac(await shopKey(db, 'device_cookie_key'), body));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  const [userId, nonce] = Buffer.from(body, 'base64url').toString().split(' ');
  return userId && nonce ? { userId, nonce } : undefined;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
