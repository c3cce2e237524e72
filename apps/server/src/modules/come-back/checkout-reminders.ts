import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { shopUrlOf } from '../orders/order-links.ts';
import type { OriginConfig } from '../../public-address/shop-origin.ts';
import { checkoutReminderMail } from './checkout-reminder-mail.ts';
import { checkoutLines, claimDueCheckouts, reminderBlocked } from './checkout-reminder.repository.ts';
import { mailImageUrl, oneClickUnsubscribeUrl, restoreCartUrl, unsubscribeUrl } from './mail-links.ts';
import { signLink } from '../mail/mail-link-tokens.ts';

// One reminder per unpaid online checkout, CART_REMINDER_MINUTES after it began. A checkout
// older than a day past that is never reminded (a mail days late reads as spam; it also keeps a
// newly started shop from mailing its old checkouts). Claim and mail share one transaction: the
// mark "reminded" and the outbox row are kept together or not at all.

const BATCH = 50;
const LATEST_MS = 24 * 60 * 60_000;

type Deps = {
  db: Database;
  config: Pick<Config, 'CART_REMINDER_MINUTES' | 'SHOP_NAME'> & OriginConfig;
};

/** Writes the due reminders of one batch; answers how many checkouts were claimed (mailed or not). */
export async function remindUnpaidCheckouts({ db, config }: Deps, now = new Date()): Promise<number> {
  const dueBefore = new Date(now.getTime() - config.CART_REMINDER_MINUTES * 60_000);
  const notBefore = new Date(dueBefore.getTime() - LATEST_MS);
  const shopUrl = shopUrlOf(config);
  return db.transaction(async (tx) => {
    const claimed = await claimDueCheckouts(tx, { dueBefore, notBefore, batch: BATCH }, now);
    for (const checkout of claimed) {
      if (await reminderBlocked(tx, checkout)) continue;
      const lines = await checkoutLines(tx, checkout.id);
      if (lines.length === 0) continue;
      const unsubscribeToken = await signLink(tx, 'unsubscribe', checkout.email.toLowerCase());
      const mail = checkoutReminderMail({
        to: checkout.email,
        name: checkout.name,
        lines: lines.map((l) => ({
          name: l.name,
          detail: l.colorName ? `Shade: ${l.colorName}` : null,
          imageUrl: mailImageUrl(shopUrl, l.image),
          quantity: l.quantity,
        })),
        restoreUrl: restoreCartUrl(shopUrl, await signLink(tx, 'restore', checkout.id)),
        unsubscribeUrl: unsubscribeUrl(shopUrl, unsubscribeToken),
        oneClickUnsubscribeUrl: oneClickUnsubscribeUrl(shopUrl, unsubscribeToken),
        shopName: config.SHOP_NAME,
      });
      await enqueueMail(tx, mail);
    }
    return claimed.length;
  });
}
