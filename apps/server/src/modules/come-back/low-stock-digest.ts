import { enqueuePush } from '../push-alerts/push-queue.repository.ts';
import { sql } from 'drizzle-orm';
import { shopClock, shopDay } from '@shop/shared/dates/shop-time';
import type { LowStock } from '@shop/shared/admin/overview-schemas';
import { messages } from '@shop/shared/messages';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { lowStockDigests } from '../../db/schema/index.ts';
import { enqueueMail, type QueuedMail } from '../mail/outbox.repository.ts';
import { shopUrlOf } from '../orders/order-links.ts';
import type { OriginConfig } from '../../public-address/shop-origin.ts';
import { lowStock } from '../overview/overview.repository.ts';
import { readShopSettings } from '../settings/settings.service.ts';

// The shopkeeper's daily low-stock e-mail to the shop's own address (SHOP_EMAIL): what is at or
// under the level, the same list as the overview. At most one a shop day (Lagos), from 08:00:
// the day's row is claimed with the mail in one transaction, so of several processes one writes it.
// A day with nothing low sends nothing and claims nothing, so stock running low later that day
// still gets its mail.

const DIGEST_FROM_HOUR = 8;
/** The most lines one e-mail lists; the admin's products tab (Low stock filter) has them all. */
const MAX_LINES = 200;

type Deps = { db: Database; config: Pick<Config, 'SHOP_EMAIL' | 'SHOP_NAME'> & OriginConfig };

/** The shop's day ("2026-03-05") and hour (0 to 23) at an instant. */
function shopDayAndHour(now: Date): { day: string; hour: number } {
  return { day: shopDay(now), hour: shopClock(now).hour };
}

function lowStockMail(items: readonly LowStock[], level: number, c: Deps['config']): QueuedMail {
  const line = (i: LowStock) =>
    `- ${i.name}${i.color ? ` (${i.color})` : ''} [${i.productId}]: ${i.stock === 0 ? 'sold out' : `${i.stock} left`}`;
  const text = [
    `These products and shades are at or under the low-stock level (${level}):`,
    '',
    ...items.map(line),
    '',
    `Update the quantities in the admin's products tab: ${shopUrlOf(c)}/admin`,
    '',
    `${c.SHOP_NAME}`,
  ].join('\n');
  return {
    kind: 'low-stock',
    to: c.SHOP_EMAIL,
    subject: messages.comeBack.lowStockSubject(items.length),
    text,
  };
}

/** Writes today's low-stock e-mail if it is due and not yet written; answers whether it did. */
export async function sendLowStockDigest({ db, config }: Deps, now = new Date()): Promise<boolean> {
  const { day, hour } = shopDayAndHour(now);
  if (hour < DIGEST_FROM_HOUR) return false;
  return db.transaction(async (tx) => {
    const { lowStockLevel } = (await readShopSettings(tx)).stock;
    const items = await lowStock(tx, lowStockLevel, MAX_LINES);
    if (items.length === 0) return false;
    const [claimed] = await tx
      .insert(lowStockDigests)
      .values({ day, sentAt: sql`now()` })
      .onConflictDoNothing()
      .returning({ day: lowStockDigests.day });
    if (!claimed) return false;
    await enqueueMail(tx, lowStockMail(items, lowStockLevel, config));
    // Once a day with the digest, not at each sale: a phone buzzing per unit sold helps nobody.
    await enqueuePush(tx, 'stock.low', {
      title: messages.pushAlerts.lowStock,
      body: messages.pushAlerts.lowStockBody(items.length),
      url: '/admin',
      tag: `low-stock-${day}`,
    });
    return true;
  });
}
