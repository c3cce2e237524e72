import { messages } from '@shop/shared/messages';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../http-error.ts';
import type { SessionUserRow } from '../auth/sessions.ts';
import { readShopSettings } from '../settings/settings.service.ts';
import { returnWindowOpen } from './return-window.ts';
import { deliveredAt, type ReturnOrder } from './returns.repository.ts';

const m = messages.returns;

/**
 * Who may ask about an order's returns: its signed-in owner, or whoever holds the order page's
 * link (its token, as the page itself is opened). Anyone else is told the order does not exist.
 */
export function mayAskReturn(
  order: ReturnOrder | undefined,
  user: SessionUserRow | null,
  viewToken?: string,
) {
  if (!order) return false;
  if (user && order.userId === user.id) return true;
  return holdsOrderLink(order, viewToken);
}

/** Whether the token sent is the order page's link's own. */
export const holdsOrderLink = (order: ReturnOrder, viewToken: string | undefined) =>
  viewToken !== undefined && viewToken.length > 0 && viewToken === order.viewToken;

/** A return may be asked (or a photo added) only for a delivered order within the shop's window. */
export async function assertReturnOpen(tx: DbOrTx, order: ReturnOrder) {
  if (order.status !== 'delivered') throw badRequest(m.notDelivered);
  const { returns: settings } = await readShopSettings(tx);
  if (!returnWindowOpen(await deliveredAt(tx, order.id), settings))
    throw badRequest(m.pastWindow(settings.windowDays));
}
