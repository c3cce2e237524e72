import { isUuid } from '@shop/shared/admin/admin-schemas';
import { messages } from '@shop/shared/messages';
import type { OrderReturnsResponse } from '@shop/shared/returns/return-schemas';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http-error.ts';
import type { SessionUserRow } from '../auth/sessions.ts';
import { readShopSettings } from '../settings/settings.service.ts';
import { mayAskReturn } from './may-return.ts';
import { returnDeadline, returnWindowOpen } from './return-window.ts';
import { deliveredAt, findReturns, lockReturnOrder, returnableLines } from './returns.repository.ts';

/** The order page's returns: its requests, the window and rules, and what may still be returned. */
export async function orderReturns(
  db: Database,
  orderId: string,
  user: SessionUserRow | null,
  viewToken: string | undefined,
): Promise<OrderReturnsResponse> {
  if (!isUuid(orderId)) throw notFound(messages.orders.viewNotFound);
  return db.transaction(async (tx) => {
    const order = await lockReturnOrder(tx, orderId, false);
    if (!order || !mayAskReturn(order, user, viewToken)) throw notFound(messages.orders.viewNotFound);
    const { returns: settings } = await readShopSettings(tx);
    const delivered = order.status === 'delivered' ? await deliveredAt(tx, order.id) : null;
    const lines = await returnableLines(tx, order.id);
    return {
      data: await findReturns(tx, { orderId }),
      window: {
        open: returnWindowOpen(delivered, settings),
        days: settings.windowDays,
        rules: settings.rules,
        until: delivered ? returnDeadline(delivered, settings).toISOString() : null,
      },
      items: lines.map((l) => ({
        orderItemId: l.id,
        name: l.productName,
        color: l.colorName,
        bought: l.quantity,
        returnable: l.finalSale ? 0 : Math.max(0, l.left),
        finalSale: l.finalSale,
      })),
    };
  });
}
