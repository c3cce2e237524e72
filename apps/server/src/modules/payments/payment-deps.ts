import type { FastifyInstance } from 'fastify';
import type { PaidDeps } from '../orders/mark-order-paid.ts';
import { shopUrlOf } from '../orders/order-links.ts';

/** What marking an order paid needs, taken from the app's decorations. */
export const paidDepsOf = (app: FastifyInstance): PaidDeps => ({
  db: app.db,
  log: app.log,
  shopName: app.config.SHOP_NAME,
  shopUrl: shopUrlOf(app.config),
});
