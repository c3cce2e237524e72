import { and, asc, count, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import { reviewPhotoPaths, type ReviewPhoto } from '@shop/shared/catalog/review-photo-schemas';
import type { DbOrTx } from '../../db/client.ts';
import { reviewPhotos } from '../../db/schema/index.ts';

// A review's photos (decision 61), as rows. Rows never leave this file.

/** Who uploaded: a signed-in buyer's account, or the order a guest's review link proves. */
export type PhotoUploader = { userId: string; orderId?: never } | { orderId: string; userId?: never };

const byUploader = (who: PhotoUploader) =>
  who.userId !== undefined ? eq(reviewPhotos.uploadedBy, who.userId) : eq(reviewPhotos.orderId, who.orderId);

type PhotoRow = { id: string; image: string; hiddenAt: Date | null };
const toPhoto = (row: PhotoRow): ReviewPhoto => ({
  id: row.id,
  ...reviewPhotoPaths(row.image),
  hidden: row.hiddenAt !== null,
});
const photoColumns = { id: reviewPhotos.id, image: reviewPhotos.image, hiddenAt: reviewPhotos.hiddenAt };

export async function insertReviewPhoto(tx: DbOrTx, who: PhotoUploader, image: string): Promise<ReviewPhoto> {
  const [row] = await tx
    .insert(reviewPhotos)
    .values({ image, uploadedBy: who.userId ?? null, orderId: who.orderId ?? null })
    .returning(photoColumns);
  return toPhoto(row!);
}

/** How many of the uploader's photos no review names yet. */
export async function countWaitingPhotos(tx: DbOrTx, who: PhotoUploader): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(reviewPhotos)
    .where(and(byUploader(who), isNull(reviewPhotos.reviewId)));
  return row?.n ?? 0;
}

/**
 * Of `ids`, the uploader's photos a review may name, locked: waiting for a review, or already this
 * review's (a rewritten review keeps them).
 */
export async function findClaimablePhotos(
  tx: DbOrTx,
  who: PhotoUploader,
  reviewId: string,
  ids: readonly string[],
): Promise<{ id: string }[]> {
  if (ids.length === 0) return [];
  return tx
    .select({ id: reviewPhotos.id })
    .from(reviewPhotos)
    .where(
      and(
        inArray(reviewPhotos.id, [...ids]),
        byUploader(who),
        or(isNull(reviewPhotos.reviewId), eq(reviewPhotos.reviewId, reviewId)),
      ),
    )
    .for('update');
}

/** The review's photos become exactly `ids`, in that order; the ones it no longer names go. */
export async function setReviewPhotos(tx: DbOrTx, reviewId: string, ids: readonly string[]): Promise<void> {
  await tx
    .delete(reviewPhotos)
    .where(
      and(
        eq(reviewPhotos.reviewId, reviewId),
        ids.length > 0 ? notInArray(reviewPhotos.id, [...ids]) : undefined,
      ),
    );
  for (const [position, id] of ids.entries())
    await tx.update(reviewPhotos).set({ reviewId, position }).where(eq(reviewPhotos.id, id));
}

/** Each review's photos in order; hidden ones only when staff ask. */
export async function photosOfReviews(
  db: DbOrTx,
  reviewIds: readonly string[],
  { withHidden = false } = {},
): Promise<Map<string, ReviewPhoto[]>> {
  const byReview = new Map<string, ReviewPhoto[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await db
    .select({ ...photoColumns, reviewId: reviewPhotos.reviewId })
    .from(reviewPhotos)
    .where(
      and(
        inArray(reviewPhotos.reviewId, [...reviewIds]),
        withHidden ? undefined : isNull(reviewPhotos.hiddenAt),
      ),
    )
    .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.position));
  for (const row of rows) {
    const list = byReview.get(row.reviewId!) ?? [];
    list.push(toPhoto(row));
    byReview.set(row.reviewId!, list);
  }
  return byReview;
}

/** A photo a review shows, locked for staff to hide or show it; undefined for anything else. */
export async function findReviewedPhoto(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ id: reviewPhotos.id, reviewId: reviewPhotos.reviewId, hiddenAt: reviewPhotos.hiddenAt })
    .from(reviewPhotos)
    .where(eq(reviewPhotos.id, id))
    .for('update');
  return row?.reviewId ? { ...row, reviewId: row.reviewId } : undefined;
}

export async function setPhotoHidden(tx: DbOrTx, id: string, hidden: boolean): Promise<void> {
  await tx
    .update(reviewPhotos)
    .set({ hiddenAt: hidden ? new Date() : null })
    .where(eq(reviewPhotos.id, id));
}
