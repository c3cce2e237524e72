import { isUuid } from '@shop/shared/admin/admin-schemas';
import { reviewerName, type MyReview, type Review } from '@shop/shared/catalog/review-schemas';
import { messages } from '@shop/shared/messages';
import type { SkinType } from '@shop/shared/products/skin';
import type { Database, DbOrTx, Transaction } from '../../db/client.ts';
import { forbidden, notFound } from '../../http-error.ts';
import type { SessionUserRow } from '../auth/sessions.ts';
import { recordChange, type AuditActor } from '../audit/audit.service.ts';
import { recordCatalogChange } from '../catalog/catalog-change-log.ts';
import { useReviewAllowance } from './review-allowance.ts';
import { claimReviewPhotos } from './review-photos.ts';
import { photosOfReviews } from './review-photos.repository.ts';
import { toReviewDto, type ReviewedProduct, type ReviewRow } from './review-dto.ts';
import { findProductByCode, findProductById, hasBought } from './reviewed-product.repository.ts';
import {
  deleteReview,
  findOwnReview,
  findReview,
  updateReview,
  upsertReview,
} from './reviews.write.repository.ts';

// Every review write records its product as changed in its transaction: the product page's list,
// average and star bars change together, in every process, at once.

type Text = { rating: number; review: string; skinType?: SkinType | null; photos?: string[] };

/** A review as its writer sees it at once: with the photos it now shows. */
async function withPhotos(tx: DbOrTx, row: ReviewRow, product: Pick<ReviewedProduct, 'productId' | 'name'>) {
  return toReviewDto(row, product, (await photosOfReviews(tx, [row.id])).get(row.id));
}

/** A buyer's review of a product; a second one replaces the first. */
export async function writeReview(
  db: Database,
  user: SessionUserRow,
  input: Text & { productId: string },
): Promise<{ review: Review; created: boolean }> {
  return db.transaction(async (tx) => {
    const product = await findProductByCode(tx, input.productId);
    if (!product) throw notFound(messages.catalog.productNotFound);
    if (!(await hasBought(tx, user.id, product.id))) throw forbidden(messages.reviews.notBought);
    await useReviewAllowance(tx, user.id);
    const { row, created } = await upsertReview(tx, {
      userId: user.id,
      productUuid: product.id,
      name: reviewerName(user.firstName, user.lastName),
      rating: input.rating,
      review: input.review,
      skinType: input.skinType ?? null,
    });
    await claimReviewPhotos(tx, { userId: user.id }, row.id, input.photos);
    await recordCatalogChange(tx, [product.id]);
    return { review: await withPhotos(tx, row, product), created };
  });
}

/** The customer's own review, locked for a change; 404 when missing, 403 when someone else's. */
async function ownReview(tx: Transaction, id: string, userId: string) {
  const row = isUuid(id) ? await findReview(tx, id) : undefined;
  if (!row) throw notFound(messages.reviews.notFound);
  if (row.userId !== userId) throw forbidden(messages.reviews.notYours);
  return row;
}

export async function editReview(
  db: Database,
  user: SessionUserRow,
  id: string,
  change: Text,
): Promise<Review> {
  return db.transaction(async (tx) => {
    const own = await ownReview(tx, id, user.id);
    await useReviewAllowance(tx, user.id);
    const row = await updateReview(tx, own.id, {
      rating: change.rating,
      review: change.review,
      skinType: change.skinType ?? null,
    });
    await claimReviewPhotos(tx, { userId: user.id }, row.id, change.photos);
    await recordCatalogChange(tx, [row.productId]);
    const product = await findProductById(tx, row.productId);
    return withPhotos(tx, row, product!);
  });
}

/** An admin removes any review; the rating summary follows with the catalogue version. */
/** A staff member deletes a review; the audit log keeps what it said and whose it was. */
export async function removeReview(db: Database, actor: AuditActor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(messages.reviews.notFound);
  await db.transaction(async (tx) => {
    const review = await findReview(tx, id);
    const productId = await deleteReview(tx, id);
    if (!productId || !review) throw notFound(messages.reviews.notFound);
    await recordCatalogChange(tx, [productId]);
    const product = await findProductById(tx, productId);
    const of = product ? `${product.name} (${product.productId})` : 'a deleted product';
    await recordChange(tx, {
      actor,
      kind: 'review.deleted',
      subject: { type: 'review', id },
      summary: `Deleted a ${review.rating}-star review by ${review.name} of ${of}`,
      before: { product: of, name: review.name, rating: review.rating, review: review.review },
    });
  });
}

export async function removeOwnReview(db: Database, user: SessionUserRow, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const own = await ownReview(tx, id, user.id);
    await deleteReview(tx, own.id);
    await recordCatalogChange(tx, [own.productId]);
  });
}

/** What the product page's form needs: may this customer review the product, and what they wrote. */
export async function myReview(db: Database, user: SessionUserRow, productCode: string): Promise<MyReview> {
  const product = await findProductByCode(db, productCode);
  if (!product) throw notFound(messages.catalog.productNotFound);
  const [canReview, own] = await Promise.all([
    hasBought(db, user.id, product.id),
    findOwnReview(db, user.id, product.id),
  ]);
  return { canReview, review: own ? await withPhotos(db, own, product) : null };
}
