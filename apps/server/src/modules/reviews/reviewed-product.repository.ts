import { and, eq, inArray, sql } from 'drizzle-orm';
import { BOUGHT_ORDER_STATUSES } from '@shop/shared/catalog/review-schemas';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders, products } from '../../db/schema/index.ts';
import type { ReviewedProduct } from './review-dto.ts';

// The product a review is written about, and whether the customer bought it: only buyers review.

export async function findProductByCode(db: DbOrTx, code: string): Promise<ReviewedProduct | undefined> {
  const [row] = await db
    .select({ id: products.id, productId: products.productId, name: products.name })
    .from(products)
    .where(eq(products.productId, code));
  return row;
}

export async function findProductById(db: DbOrTx, id: string): Promise<ReviewedProduct | undefined> {
  const [row] = await db
    .select({ id: products.id, productId: products.productId, name: products.name })
    .from(products)
    .where(eq(products.id, id));
  return row;
}

/** Whether the customer has a paid (or later) order with this product in it. */
export async function hasBought(db: DbOrTx, userId: string, productUuid: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, [...BOUGHT_ORDER_STATUSES]),
        eq(orderItems.productId, productUuid),
      ),
    )
    .limit(1);
  return row !== undefined;
}
