import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { shopUrlOf } from '../orders/order-links.ts';
import { withItems } from '../orders/orders.repository.ts';
import { enqueuePush } from '../push-alerts/push-queue.repository.ts';
import { readShopSettings } from '../settings/settings.service.ts';
import type { OriginConfig } from '../../public-address/shop-origin.ts';
import { claimUnannounced } from './new-order-alerts.repository.ts';
import { newOrderMail } from './new-order-mail.ts';
import { newOrderPush } from './new-order-push.ts';
import { startPolledJob } from '../../jobs/polled-job.ts';

// The shop is told of each new sale, whichever way it came (a checkout paid by the webhook, the
// re-check or the page; pay on delivery; a chat order; a payment link): one job reads the orders
// themselves rather than every path remembering to tell, so no path is ever missed. Each order is
// claimed once (announced_at) with its e-mail and its pushes to staff phones in one transaction, so
// an order is announced once on every channel; every process runs the job.

/** How often each process looks for new sales: a shopkeeper hears of an order within seconds. */
const NEW_ORDER_CHECK_MS = 5_000;
const BATCH = 50;

type Deps = { db: Database; config: Pick<Config, 'SHOP_EMAIL'> & OriginConfig };

/**
 * Tells the shop of the sales not yet announced, a batch at a time: an e-mail to SHOP_EMAIL each
 * while the setting is on (off, they are marked told all the same, so turning it on sends nothing
 * old), and a push to each staff device that asked for that kind of sale. A cancelled order is not
 * announced. Answers how many e-mails were written.
 */
export async function announceNewOrders({ db, config }: Deps, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await claimUnannounced(tx, now, BATCH);
    if (claimed.length === 0) return 0;
    const sales = (await withItems(tx, claimed)).filter((o) => o.status !== 'cancelled');
    for (const order of sales) {
      const push = newOrderPush(order);
      if (push) await enqueuePush(tx, push.event, push.payload);
    }
    const { newOrderEmail } = (await readShopSettings(tx)).notifications;
    if (!newOrderEmail || !config.SHOP_EMAIL) return 0;
    const adminUrl = `${shopUrlOf(config)}/admin`;
    for (const order of sales) await enqueueMail(tx, newOrderMail(order, config.SHOP_EMAIL, adminUrl));
    return sales.length;
  });
}

/** Runs the job every `everyMs` in this process; answers a function that stops it. */
export function startNewOrderAlerts(app: FastifyInstance, everyMs = NEW_ORDER_CHECK_MS): () => Promise<void> {
  return startPolledJob(app.log, {
    failure: 'telling the shop of new orders failed',
    everyMs,
    run: () => announceNewOrders({ db: app.db, config: app.config }),
  });
}
