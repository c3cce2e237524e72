import { messages } from '@shop/shared/messages';
import type { QueuedMail } from '../mail/outbox.repository.ts';
import { mailItemsHtml, marketingMailHtml } from './mail-layout.ts';

export type BackInStockContent = {
  to: string;
  productName: string;
  shadeName: string | null;
  imageUrl: string | null;
  productUrl: string;
  unsubscribeUrl: string;
  /** The same link for the mail app's own button (List-Unsubscribe). */
  oneClickUnsubscribeUrl: string;
  shopName: string;
};

/** The one mail a "Notify me" request gets: the product (or shade) is back, with its page's link. */
export function backInStockMail(c: BackInStockContent): QueuedMail {
  const item = c.shadeName ? `${c.productName} in ${c.shadeName}` : c.productName;
  const intro = `Good news: ${item} is back in stock. Stock is limited, so get yours while it lasts.`;
  const text = [
    'Hello,',
    '',
    intro,
    `See it here: ${c.productUrl}`,
    '',
    `With love, ${c.shopName}`,
    '',
    `You asked us to tell you once; we will not write about it again. No more stock alerts or reminders: ${c.unsubscribeUrl}`,
  ].join('\n');
  return {
    kind: 'back-in-stock',
    to: c.to,
    subject: messages.comeBack.backInStockSubject(item),
    text,
    oneClickUnsubscribeUrl: c.oneClickUnsubscribeUrl,
    html: marketingMailHtml({
      shopName: c.shopName,
      heading: `${item} is back`,
      intro,
      body: mailItemsHtml([
        { name: c.productName, detail: c.shadeName ? `Shade: ${c.shadeName}` : null, imageUrl: c.imageUrl },
      ]),
      button: { label: 'Shop it now', url: c.productUrl },
      unsubscribeUrl: c.unsubscribeUrl,
    }),
  };
}
