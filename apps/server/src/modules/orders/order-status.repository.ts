import { and, eq } from 'drizzle-orm';
import type { Shipment } from '@shop/shared/orders/couriers';
import type { OrderStatus } from '@shop/shared/orders/order-schemas';
import type { DbOrTx } from '../../db/client.ts';
import { orders, orderStatusEvents } from '../../db/schema/index.ts';

// An order's status and its history: every change is a conditional update and one event row.

export async function findOrderStatus(db: DbOrTx, orderId: string): Promise<OrderStatus | undefined> {
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status;
}

/** Moves the order only if it is still `from`; answers whether it moved. */
export async function moveOrderStatus(db: DbOrTx, orderId: string, from: OrderStatus, to: OrderStatus) {
  const moved = await db
    .update(orders)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  return moved.length > 0;
}

/** The courier and tracking number a shipped order left with (decision 47). */
export async function recordShipment(db: DbOrTx, orderId: string, shipment: Shipment) {
  await db
    .update(orders)
    .set({ courier: shipment.courier, trackingNumber: shipment.trackingNumber })
    .where(eq(orders.id, orderId));
}

/** One step of the order's history: who or what moved it, and why. */
export async function recordStatusEvent(
  db: DbOrTx,
  event: {
    orderId: string;
    fromStatus: string | null;
    toStatus: OrderStatus;
    note?: string;
    changedBy?: string;
  },
) {
  await db.insert(orderStatusEvents).values(event);
}
