import type { RestoredCartResponse } from '@shop/shared/come-back/come-back-schemas';
import { MAX_QUANTITY_PER_ITEM } from '@shop/shared/cart/cart-rules';
import { RESTORE_LINK_DAYS } from '@shop/shared/come-back/come-back-rules';
import { messages } from '@shop/shared/messages';
import type { DbOrTx } from '../../db/client.ts';
import { gone, notFound } from '../../http-error.ts';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot.ts';
import { checkoutLines, restoreLinkMadeAt } from './checkout-reminder.repository.ts';
import { readLink } from '../mail/mail-link-tokens.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The reminder's link opened: that checkout's lines at today's catalogue prices, in the cart's
 * shape. A product or shade no longer sold or sold out is left out and counted, so the page can
 * say so. The checkout itself is not touched: paying makes a new one with its own prices.
 * A link older than RESTORE_LINK_DAYS answers 410 and its own message.
 */
export async function restoreCart(
  db: DbOrTx,
  snapshot: Pick<CatalogSnapshot, 'byProductId'>,
  token: string,
  now = new Date(),
): Promise<RestoredCartResponse> {
  const orderId = await readLink(db, 'restore', token);
  const madeAt = orderId ? await restoreLinkMadeAt(db, orderId) : undefined;
  if (madeAt && now.getTime() - madeAt.getTime() > RESTORE_LINK_DAYS * DAY_MS)
    throw gone(messages.comeBack.restoreExpired(RESTORE_LINK_DAYS));
  const lines = orderId ? await checkoutLines(db, orderId) : [];
  if (lines.length === 0) throw notFound(messages.comeBack.restoreBadLink);
  const items: RestoredCartResponse['items'] = [];
  for (const line of lines) {
    const product = line.productId ? snapshot.byProductId.get(line.productCode) : undefined;
    const shade = line.colorId ? product?.colors.find((c) => c._id === line.colorId) : undefined;
    const onSale = product?.inStock === true && (line.colorId === null || shade?.inStock === true);
    if (!product || !onSale) continue;
    items.push({
      productId: product.productId,
      name: product.name,
      price: product.price,
      image: shade?.image ?? product.image,
      quantity: Math.min(line.quantity, MAX_QUANTITY_PER_ITEM),
      color: shade ? { _id: shade._id, name: shade.name, code: shade.code } : null,
    });
  }
  return { items, gone: lines.length - items.length };
}
