import { eq } from 'drizzle-orm';
import type { DbOrTx, Database } from '../../db/client.ts';
import { orderItems, orders, orderStatusEvents } from '../../db/schema/index.ts';
import type { PricedLine } from './price-items.ts';

export type PendingOrderInput = {
  reference: string;
  userId: string | null;
  name: string;
  email: string;
  phoneNumber: string;
  address: string;
  state: string;
  city: string;
  transportOption: string;
  transportCostKobo: number;
  subtotalKobo: number;
  amountKobo: number;
  provider: string;
  lines: PricedLine[];
};

/** The pending order, its lines (copied as sold) and its first status event, in one transaction. */
export async function insertPendingOrder(db: Database, input: PendingOrderInput): Promise<string> {
  return db.transaction(async (tx) => {
    const { lines, ...order } = input;
    const [row] = await tx
      .insert(orders)
      .values({ ...order, status: 'pending' })
      .returning({ id: orders.id });
    const orderId = row!.id;
    await tx.insert(orderItems).values(
      lines.map((l) => ({
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
      })),
    );
    await tx
      .insert(orderStatusEvents)
      .values({ orderId, fromStatus: null, toStatus: 'pending', note: 'checkout' });
    return orderId;
  });
}

export async function saveAccessCode(db: DbOrTx, orderId: string, accessCode: string) {
  await db.update(orders).set({ accessCode, updatedAt: new Date() }).where(eq(orders.id, orderId));
}
