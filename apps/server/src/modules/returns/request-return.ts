import { isUuid } from '@shop/shared/admin/admin-schemas';
import { messages } from '@shop/shared/messages';
import type { Return, ReturnRequest } from '@shop/shared/returns/return-schemas';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../http-error.ts';
import type { SessionUserRow } from '../auth/sessions.ts';
import { mailShopper, returnMailTo, type ReturnMailDeps } from './return-mail-to.ts';
import { claimReturnPhotos } from './return-photos.ts';
import { attachReturnPhotos } from './return-photos.repository.ts';
import { returnRequestedMail } from './return-requested-mail.ts';
import { returnValueKobo } from './return-value.ts';
import { assertReturnOpen, mayAskReturn } from './may-return.ts';
import { findReturns, insertReturn, lockReturnOrder, returnableLines } from './returns.repository.ts';

const m = messages.returns;

/**
 * A shopper asks to return items of a delivered order (decision 52): within the shop's window
 * after delivery, no final-sale item, no more than bought less what other requests (not refused)
 * already ask, photos only the asker's own uploads for this order. All checked under the
 * order's lock, and written at once with the shopper's e-mail,
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
    await assertReturnOpen(tx, order);
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
    const photos = await claimReturnPhotos(tx, order, user, body.viewToken, body.photos);
    const row = await insertReturn(
      tx,
      {
        orderId: order.id,
        reason: body.reason.trim(),
        photos: photos.images,
        valueKobo: returnValueKobo(
          order,
          chosen.map((c) => ({ unitPriceKobo: c.line.unitPriceKobo, quantity: c.quantity })),
        ),
        requestedBy: user?.id ?? null,
      },
      chosen.map((c) => ({ orderItemId: c.line.id, quantity: c.quantity })),
    );
    await attachReturnPhotos(tx, photos.ids, row.id);
    const to = returnMailTo(order, mail);
    const items = chosen.map(
      (c) => `${c.quantity} × ${c.line.productName}${c.line.colorName ? ` (${c.line.colorName})` : ''}`,
    );
    await mailShopper(tx, returnRequestedMail(to, items));
    return row.id;
  });
  return (await findReturns(db, { id }))[0]!;
}
