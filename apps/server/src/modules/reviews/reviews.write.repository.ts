import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { SkinType } from '@shop/shared/products/skin';
import type { DbOrTx } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import type { ReviewRow } from './review-dto.ts';

// A customer's own review: written, replaced, edited and deleted (an admin deletes any).

export type ReviewWrite = {
  userId: string;
  productUuid: string;
  name: string;
  rating: number;
  review: string;
  skinType: SkinType | null;
};

/**
 * Writes the customer's one review of a product: a second one replaces the first, in one
 * statement, so two submissions at once cannot make two rows. `created` tells a new review from
 * a replaced one (a freshly inserted row has no old version, `xmax = 0`).
 */
export async function upsertReview(
  db: DbOrTx,
  w: ReviewWrite,
): Promise<{ row: ReviewRow; created: boolean }> {
  const now = new Date();
  const [result] = await db
    .insert(reviews)
    .values({ ...w, productId: w.productUuid, verified: true, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [reviews.userId, reviews.productId],
      targetWhere: sql`user_id is not null`,
      set: {
        rating: w.rating,
        review: w.review,
        skinType: w.skinType,
        name: w.name,
        verified: true,
        createdAt: now,
        updatedAt: now,
      },
    })
    .returning({ ...getTableColumns(reviews), created: sql<boolean>`(xmax = 0)` });
  const { created, ...row } = result!;
  return { row, created: Boolean(created) };
}

export async function findReview(db: DbOrTx, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row;
}

export async function updateReview(
  db: DbOrTx,
  id: string,
  change: { rating: number; review: string; skinType: SkinType | null },
) {
  const [row] = await db
    .update(reviews)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(reviews.id, id))
    .returning();
  return row!;
}

/** Deletes a review; answers the product it was about, or undefined when there was none. */
export async function deleteReview(db: DbOrTx, id: string): Promise<string | undefined> {
  const [row] = await db
    .delete(reviews)
    .where(eq(reviews.id, id))
    .returning({ productId: reviews.productId });
  return row?.productId;
}

export async function findOwnReview(db: DbOrTx, userId: string, productUuid: string) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productUuid)));
  return row;
}
