import { eq } from 'drizzle-orm';
import type { Delivery } from '@shop/shared/checkout/checkout-schemas';
import type { DbOrTx, Database } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { recordStatusEvent } from '../orders/order-status.repository.ts';
import { holdCheckoutStock } from '../stock/stock-holds.ts';
import type { PricedLine } from './price-items.ts';

export type PendingOrderInput = Delivery & {
  reference: string;
  userId: string | null;
  transportOption: string;
  transportCostKobo: number;
  subtotalKobo: number;
  amountKobo: number;
  provider: string;
  lines: PricedLine[];
  /** How long counted lines are held for this checkout. */
  holdMinutes: number;
};

/**
 * The pending order, its lines (copied as sold), the hold on their stock and its first status
 * event, in one transaction: a line short of stock (409) leaves nothing behind.
 */
export async function insertPendingOrder(
  db: Database,
  input: PendingOrderInput,
): Promise<{ orderId: string; orderNumber: number }> {
  return db.transaction(async (tx) => {
    const { lines, holdMinutes, ...order } = input;
    const held = await holdCheckoutStock(
      tx,
      lines.map((l, key) => ({
        key,
        productId: l.product._id,
        colorId: l.color?._id ?? null,
        quantity: l.quantity,
        productName: l.product.name,
        colorName: l.color?.name ?? null,
      })),
    );
    const holdExpiresAt = held.size > 0 ? new Date(Date.now() + holdMinutes * 60_000) : null;
    const [row] = await tx
      .insert(orders)
      .values({ ...order, status: 'pending', holdExpiresAt })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    const orderId = row!.id;
    await tx.insert(orderItems).values(
      lines.map((l, key) => ({
        orderId,
        productId: l.product._id,
        productCode: l.product.productId,
        productName: l.product.name,
        productImage: l.product.image,
        unitPriceKobo: l.unitPriceKobo,
        quantity: l.quantity,
        colorId: l.color?._id ?? null,
        colorName: l.color?.name ?? null,
        colorCode: l.color?.code ?? null,
        stockState: held.has(key) ? ('held' as const) : null,
      })),
    );
    await recordStatusEvent(tx, { orderId, fromStatus: null, toStatus: 'pending', note: 'checkout' });
    return { orderId, orderNumber: row!.orderNumber };
  });
}

export async function saveAccessCode(db: DbOrTx, orderId: string, accessCode: string) {
  await db.update(orders).set({ accessCode, updatedAt: new Date() }).where(eq(orders.id, orderId));
}
