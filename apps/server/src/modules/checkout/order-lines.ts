import type { DbOrTx } from '../../db/client.ts';
import { orderItems } from '../../db/schema/index.ts';
import type { PricedLine } from './price-items.ts';

/** What a checkout asks of the stock, line by line (the key is the line's place in the order). */
export const stockWanted = (lines: readonly PricedLine[]) =>
  lines.map((l, key) => ({
    key,
    productId: l.product._id,
    colorId: l.color?._id ?? null,
    quantity: l.quantity,
    productName: l.product.name,
    colorName: l.color?.name ?? null,
  }));

/**
 * The order's lines as sold: name, picture, price and shade copied, so a later catalogue edit never
 * rewrites them; a line whose stock is counted starts held (`held` names those lines by key).
 */
export async function insertOrderLines(
  tx: DbOrTx,
  orderId: string,
  lines: readonly PricedLine[],
  /** The lines held, by key, with the routine parts each took (decision 60). */
  held: ReadonlyMap<number, readonly { productId: string; quantity: number }[] | null>,
) {
  await tx.insert(orderItems).values(
    orderLineValues(lines).map((line, key) => ({
      ...line,
      orderId,
      stockState: held.has(key) ? ('held' as const) : null,
      routineParts: held.get(key) ? [...held.get(key)!] : null,
    })),
  );
}

/** A line as sold, but for its order and its stock, which the caller decides. */
export const orderLineValues = (lines: readonly PricedLine[]) =>
  lines.map((l) => ({
    productId: l.product._id,
    productCode: l.product.productId,
    productName: l.product.name,
    productImage: l.product.image,
    unitPriceKobo: l.unitPriceKobo,
    quantity: l.quantity,
    colorId: l.color?._id ?? null,
    colorName: l.color?.name ?? null,
    colorCode: l.color?.code ?? null,
  }));
