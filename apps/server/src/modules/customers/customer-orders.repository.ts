import { asc, eq, notInArray } from 'drizzle-orm';
import type { OrderChannel } from '@shop/shared/orders/order-channels';
import type { OrderStatus } from '@shop/shared/orders/order-schemas';
import type { PaymentMethod } from '@shop/shared/orders/payment-methods';
import type { DbOrTx } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';

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
