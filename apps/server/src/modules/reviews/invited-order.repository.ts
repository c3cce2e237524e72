import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { SkinType } from '@shop/shared/products/skin';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders, products, reviews } from '../../db/schema/index.ts';
import type { ReviewRow } from './review-dto.ts';

// The order a review invitation proves, the products it holds, and the reviews written from it.

export async function findInvitedOrder(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      name: orders.name,
      email: orders.email,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

export type InvitedProduct = {
  id: string;
  productId: string;
  name: string;
  image: string | null;
  review: ReviewRow | null;
};

/** Each product of the order once (a product bought in two shades is one), with its review from this order. */
export async function findInvitedProducts(db: DbOrTx, orderId: string): Promise<InvitedProduct[]> {
  const rows = await db
    .selectDistinctOn([products.id], {
      id: products.id,
      productId: products.productId,
      name: products.name,
      image: orderItems.productImage,
      review: reviews,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(reviews, and(eq(reviews.orderId, orderId), eq(reviews.productId, products.id)))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(products.id);
  return rows.map((row) => ({ ...row, review: row.review?.id ? row.review : null }));
}

/** The order's one review of a product; undefined when it has one already (the unique index decides). */
export async function insertOrderReview(
  db: DbOrTx,
  w: {
    orderId: string;
    productUuid: string;
    name: string;
    rating: number;
    review: string;
    skinType: SkinType | null;
  },
): Promise<ReviewRow | undefined> {
  const now = new Date();
  const [row] = await db
    .insert(reviews)
    .values({
      orderId: w.orderId,
      productId: w.productUuid,
      name: w.name,
      rating: w.rating,
      review: w.review,
      skinType: w.skinType,
      verified: true,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [reviews.orderId, reviews.productId], where: sql`order_id is not null` })
    .returning(getTableColumns(reviews));
  return row;
}
