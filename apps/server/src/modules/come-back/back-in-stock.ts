import { messages } from '@shop/shared/messages';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../http-error.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { shopUrlOf } from '../orders/order-links.ts';
import type { OriginConfig } from '../../public-address/shop-origin.ts';
import { consumeLimit, HOUR } from '../rate-limit/rate-limit.ts';
import { backInStockMail } from './back-in-stock-mail.ts';
import { addStockNotification, claimBackInStock, findNotifyTarget } from './back-in-stock.repository.ts';
import { mailImageUrl, oneClickUnsubscribeUrl, productPageUrl, unsubscribeUrl } from './mail-links.ts';
import { signLink } from '../mail/mail-link-tokens.ts';
import { isUnsubscribed, mailAddressKey } from './unsubscribes.repository.ts';

// "Notify me": a request per address and product (or shade), answered once when the stock is
// back. Requests are counted per e-mail address and per client address like the other forms, so
// nobody fills a stranger's inbox or the table.

export const NOTIFY_PER_EMAIL_PER_HOUR = 10;
const NOTIFY_PER_IP_PER_HOUR = 30;
const BATCH = 100;

export async function requestStockNotification(
  db: Database,
  request: { productCode: string; email: string; colorId: string | null; ip: string },
): Promise<void> {
  const email = mailAddressKey(request.email);
  await consumeLimit(db, { key: `notify:ip:${request.ip}`, max: NOTIFY_PER_IP_PER_HOUR, windowMs: HOUR });
  await consumeLimit(db, { key: `notify:email:${email}`, max: NOTIFY_PER_EMAIL_PER_HOUR, windowMs: HOUR });
  const target = await findNotifyTarget(db, request.productCode, request.colorId);
  if (target.kind === 'no product') throw notFound(messages.catalog.productNotFound);
  if (target.kind === 'no shade') throw badRequest(messages.comeBack.notifyUnknownShade, 'colorId');
  if (target.kind === 'product') {
    if (target.product.inStock && target.product.shades > 0)
      throw badRequest(messages.comeBack.notifyChooseShade, 'colorId');
    if (target.product.inStock) throw badRequest(messages.comeBack.notifyInStock);
  } else if (target.shade.inStock && target.product.inStock) {
    throw badRequest(messages.comeBack.notifyInStock);
  }
  await addStockNotification(db, {
    productId: target.product.id,
    colorId: target.kind === 'shade' ? target.shade.id : null,
    email,
  });
}

type Deps = { db: Database; config: Pick<Config, 'SHOP_NAME'> & OriginConfig };

/**
 * Mails every open request whose product or shade is on sale again, and closes it in the same
 * transaction. An address that unsubscribed has its request closed without a mail.
 */
export async function sendBackInStock({ db, config }: Deps, now = new Date()): Promise<number> {
  const shopUrl = shopUrlOf(config);
  return db.transaction(async (tx) => {
    const claimed = await claimBackInStock(tx, BATCH, now);
    for (const c of claimed) {
      if (await isUnsubscribed(tx, c.email)) continue;
      const unsubscribeToken = await signLink(tx, 'unsubscribe', c.email);
      await enqueueMail(
        tx,
        backInStockMail({
          to: c.email,
          productName: c.product.name,
          shadeName: c.shade?.name ?? null,
          imageUrl: mailImageUrl(shopUrl, c.shade?.image ?? c.product.image),
          productUrl: productPageUrl(shopUrl, c.product.code),
          unsubscribeUrl: unsubscribeUrl(shopUrl, unsubscribeToken),
          oneClickUnsubscribeUrl: oneClickUnsubscribeUrl(shopUrl, unsubscribeToken),
          shopName: config.SHOP_NAME,
        }),
      );
    }
    return claimed.length;
  });
}
