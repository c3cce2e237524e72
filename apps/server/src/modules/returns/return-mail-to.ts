import { formatOrderNumber } from '@shop/shared/orders/order-number';
import type { DbOrTx } from '../../db/client.ts';
import { enqueueMail, type QueuedMail } from '../mail/outbox.repository.ts';
import { orderPageUrl } from '../orders/order-links.ts';
import type { ReturnMailTo } from './return-mail-parts.ts';
import type { ReturnOrder } from './returns.repository.ts';

export type ReturnMailDeps = { shopName: string; shopUrl: string };

/** The shopper of the order, as a return's e-mail addresses her. */
export const returnMailTo = (order: ReturnOrder, deps: ReturnMailDeps): ReturnMailTo => ({
  name: order.name,
  email: order.email,
  orderNumber: formatOrderNumber(order.orderNumber),
  shopName: deps.shopName,
  pageUrl: orderPageUrl(deps.shopUrl, order.viewToken),
});

/** Queued with the step's transaction; an order staff took without an e-mail gets none. */
export async function mailShopper(tx: DbOrTx, mail: QueuedMail) {
  if (mail.to) await enqueueMail(tx, mail);
}
