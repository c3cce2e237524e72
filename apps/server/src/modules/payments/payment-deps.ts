import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { shopUrlOf } from '../orders/order-links.ts';

/** What settling a payment needs. `shopUrl`: the base of the order page's link in the receipt. */
export type PaidDeps = { db: Database; log: FastifyBaseLogger; shopName: string; shopUrl: string };

/** What settling a payment needs, taken from the app's decorations. */
export const paidDepsOf = (app: FastifyInstance): PaidDeps => ({
  db: app.db,
  log: app.log,
  shopName: app.config.SHOP_NAME,
  shopUrl: shopUrlOf(app.config),
});
