import type { DbOrTx } from '../../db/client.ts';
import { readLink, signLink } from '../mail/mail-link-tokens.ts';

// A guest buyer's review invitation carries its order, signed with the shop's mail-link key: the
// link is the proof that its holder bought that order's products (docs/decisions/0042-sign-in-device-cookie.md).

export const reviewInviteToken = (db: DbOrTx, orderId: string) => signLink(db, 'review', orderId);

/** The order a review invitation's token was made for; undefined for any other string. */
export const readReviewInvite = (db: DbOrTx, token: string) => readLink(db, 'review', token);

/** The invitation's page in the web app. */
export const reviewInviteUrl = (shopUrl: string, token: string) => `${shopUrl}/review/${token}`;
