import type { DbOrTx } from '../../db/client.ts';
import { readLink, signLink } from '../mail/mail-link-tokens.ts';

// A pay-on-delivery order's confirm/cancel link carries its order, signed with the shop's
// mail-link key: holding the link is the proof that lets its holder answer for the order, without
// signing in. It needs no date of its own: it stops taking answers when the order ships or is
// cancelled (docs/decisions/0053-pay-on-delivery-confirmation.md).

const podAnswerToken = (db: DbOrTx, orderId: string) => signLink(db, 'pod', orderId);

/** The order a confirm/cancel token was made for; undefined for any other string. */
export const readPodAnswerToken = (db: DbOrTx, token: string) => readLink(db, 'pod', token);

/**
 * The confirm page for an order, on the shop's configured address (order-links.ts). The cancel
 * link opens the same page with the cancel button first: opening a link never answers by itself,
 * since mail scanners open links too.
 */
export async function podConfirmationUrls(db: DbOrTx, shopUrl: string, orderId: string) {
  const page = `${shopUrl}/orders/confirm/${await podAnswerToken(db, orderId)}`;
  return { confirmUrl: page, cancelUrl: `${page}?answer=cancel` };
}
