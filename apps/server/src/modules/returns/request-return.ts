import { isUuid } from '@shop/shared/admin/admin-schemas';
import { messages } from '@shop/shared/messages';
import type { Return, ReturnRequest } from '@shop/shared/returns/return-schemas';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../http-error.ts';
import type { SessionUserRow } from '../auth/sessions.ts';
import { readShopSettings } from '../settings/settings.service.ts';
import { mailShopper, returnMailTo, type ReturnMailDeps } from './return-mail-to.ts';
import { returnRequestedMail } from './return-requested-mail.ts';
import { returnValueKobo } from './return-value.ts';
import { returnWindowOpen } from './return-window.ts';
import {
  deliveredAt,
  findReturns,
  insertReturn,
  lockReturnOrder,
  returnableLines,
  type ReturnOrder,
} from './returns.repository.ts';

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
  return viewToken !== undefined && viewToken.length > 0 && viewToken === order.viewToken;
}

/**
 * A shopper asks to return items of a delivered order (decision 52): within the shop's window
 * after delivery, no final-sale item, no more than bought less what other requests (not refused)
 * already ask. All checked under the order's lock, and written at once with the shopper's e-mail,
 * or refused with a 4xx and nothing written.
 */
export async function requestReturn(
  db: Database,
  mail: ReturnMailDeps,
  orderId: string,
  body: ReturnRequest & { photos: string[] },
  user: SessionUserRow | null,
): Promise<Return> {
  if (!isUuid(orderId)) throw notFound(messages.orders.viewNotFound);
  const id = await db.transaction(async (tx) => {
    const order = await lockReturnOrder(tx, orderId);
    if (!order || !mayAskReturn(order, user, body.viewToken)) throw notFound(messages.orders.viewNotFound);
    if (order.status !== 'delivered') throw badRequest(m.notDelivered);
    const { returns: settings } = await readShopSettings(tx);
    if (!returnWindowOpen(await deliveredAt(tx, order.id), settings))
      throw badRequest(m.pastWindow(settings.windowDays));
    const lines = await returnableLines(tx, order.id);
    const asked = new Map<string, number>();
    for (const item of body.items)
      asked.set(item.orderItemId, (asked.get(item.orderItemId) ?? 0) + item.quantity);
    const chosen = [...asked].map(([orderItemId, quantity]) => {
      const line = lines.find((l) => l.id === orderItemId);
      if (!line) throw badRequest(m.unknownItem, 'items');
      if (line.finalSale) throw badRequest(m.finalSale(line.productName), 'items');
      if (quantity > line.left) throw badRequest(m.tooMany(line.productName, line.left), 'items');
      return { line, quantity };
    });
    const row = await insertReturn(
      tx,
      {
        orderId: order.id,
        reason: body.reason.trim(),
        photos: body.photos,
        valueKobo: returnValueKobo(
          order,
          chosen.map((c) => ({ unitPriceKobo: c.line.unitPriceKobo, quantity: c.quantity })),
        ),
        requestedBy: user?.id ?? null,
      },
      chosen.map((c) => ({ orderItemId: c.line.id, quantity: c.quantity })),
    );
    const to = returnMailTo(order, mail);
    const items = chosen.map(
      (c) => `${c.quantity} × ${c.line.productName}${c.line.colorName ? ` (${c.line.colorName})` : ''}`,
    );
    await mailShopper(tx, returnRequestedMail(to, items));
    return row.id;
  });
  return (await findReturns(db, { id }))[0]!;
}
