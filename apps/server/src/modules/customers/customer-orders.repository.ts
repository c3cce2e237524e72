import { asc, eq, notInArray, sql } from 'drizzle-orm';
import type { OrderChannel } from '@shop/shared/orders/order-channels';
import type { OrderStatus } from '@shop/shared/orders/order-schemas';
import type { PaymentMethod } from '@shop/shared/orders/payment-methods';
import type { DbOrTx } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';
import { sqlRows } from '../../db/sql-rows.ts';

// The orders the customers are made of: every order but the unpaid checkouts (pending, expired),
// which are nobody's purchase, with the contact details of the account that placed it, if any.

export type BuyingOrder = {
  id: string;
  orderNumber: number;
  userId: string | null;
  name: string;
  email: string;
  phone: string;
  /** The placing account's own e-mail and phone: they tie the account's guest orders to it. */
  accountEmail: string | null;
  accountPhone: string | null;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paidAt: Date | null;
  collectedAt: Date | null;
  amountKobo: number;
  refundedKobo: number;
  channel: OrderChannel;
  createdAt: Date;
};

const UNPAID_CHECKOUTS: OrderStatus[] = ['pending', 'expired'];

/** Oldest first, so a person's first order is met before their others. */
export function findBuyingOrders(db: DbOrTx): Promise<BuyingOrder[]> {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      name: orders.name,
      email: orders.email,
      phone: orders.phoneNumber,
      accountEmail: users.email,
      accountPhone: users.phone,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paidAt: orders.paidAt,
      collectedAt: orders.collectedAt,
      amountKobo: orders.amountKobo,
      refundedKobo: orders.refundedKobo,
      channel: orders.channel,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(notInArray(orders.status, UNPAID_CHECKOUTS))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

/**
 * A digest of every field `findBuyingOrders` reads, summed over the rows in the database: one row
 * back instead of all of them (about 50 ms for 20,000 orders on PGlite, against a second for the
 * rows), so a process re-reads the orders only when this changed (customer-cache.ts).
 */
export async function buyingOrdersDigest(db: DbOrTx): Promise<string> {
  const [row] = await sqlRows<{ digest: string }>(
    db,
    sql`select count(*) || ':' || coalesce(sum(hashtextextended((
          o.id, o.order_number, o.user_id, o.name, o.email, o.phone_number, o.status, o.payment_method,
          o.paid_at, o.collected_at, o.amount_kobo, o.refunded_kobo, o.channel, o.created_at, u.email, u.phone
        )::text, 0)), 0) as digest
        from ${orders} o left join ${users} u on u.id = o.user_id
        where o.status not in ('pending', 'expired')`,
  );
  return row!.digest;
}
