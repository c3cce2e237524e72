import type { SessionUser } from '@shop/shared/auth/session-user';
import type { Product } from '@shop/shared/catalog/product-schemas';
import type { Order } from '@shop/shared/orders/order-schemas';

/**
 * What /dashboard's loader (app/routes/dashboard-route-data.ts) starts, un-awaited, for the page:
 * the session check and both lists, so switching tabs waits for nothing.
 */
export type DashboardData = {
  /**
   * The session user as the server knows them, asked so that a session ended elsewhere is found on
   * arrival: its 401 is answered by the API client (lib/session/session-ended.ts); nothing shows it.
   */
  me: Promise<Omit<SessionUser, 'token'>>;
  orders: Promise<Order[]>;
  saved: Promise<readonly Product[]>;
};
