import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { shopKey } from '../../db/shop-keys.ts';

// Links in mail (restore a cart, unsubscribe, review an order, confirm one paid on delivery) carry what they act on, signed: a token
// is `<purpose>.<payload, base64url>.<HMAC-SHA256>`, so nobody can make one for another checkout
// or address. The key is made once per shop database (app_meta), so every process and every
// restart signs and checks with the same one (db/shop-keys.ts).

export type LinkPurpose = 'restore' | 'unsubscribe' | 'review' | 'pod';

const linkKey = (db: DbOrTx) => shopKey(db, 'mail_link_key');

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

export async function signLink(db: DbOrTx, purpose: LinkPurpose, payload: string): Promise<string> {
  const body = `${purpose}.${Buffer.from(payload).toString('base64url')}`;
  return `${body}.${mac(await linkKey(db), body)}`;
}

/** The payload of a token made by signLink for this purpose; undefined for anything else. */
export async function readLink(db: DbOrTx, purpose: LinkPurpose, token: string): Promise<string | undefined> {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== purpose) return undefined;
  const body = `${parts[0]}.${parts[1]}`;
  const expected = Buffer.from(mac(await linkKey(db), body));
  const given = Buffer.from(parts[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return Buffer.from(parts[1]!, 'base64url').toString();
}
