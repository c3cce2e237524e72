import { isUuid } from '@shop/shared/admin/admin-schemas';
import { MAX_WAITING_REVIEW_PHOTOS, type ReviewPhoto } from '@shop/shared/catalog/review-photo-schemas';
import { reviewPhotoMessages as m } from '@shop/shared/catalog/review-photo-messages';
import { messages } from '@shop/shared/messages';
import type { Database, DbOrTx } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../http-error.ts';
import { recordChange, type AuditActor } from '../audit/audit.service.ts';
import { recordCatalogChange } from '../catalog/catalog-change-log.ts';
import { storeEncodedImage } from '../images/image-store.ts';
import { encodePhotoUpload } from '../images/photo-upload-form.ts';
import {
  findClaimablePhotos,
  findReviewedPhoto,
  insertReviewPhoto,
  setPhotoHidden,
  setReviewPhotos,
  countWaitingPhotos,
  type PhotoUploader,
} from './review-photos.repository.ts';
import { findProductByCode, findProductById, hasBought } from './reviewed-product.repository.ts';
import { findReview } from './reviews.write.repository.ts';

/** A signed-in shopper may add a photo for a product she bought: 404 unknown product, 403 not bought. */
export async function checkMayAddPhoto(db: Database, userId: string, productCode: string): Promise<void> {
  const product = await findProductByCode(db, productCode);
  if (!product) throw notFound(messages.catalog.productNotFound);
  if (!(await hasBought(db, userId, product.id))) throw forbidden(messages.reviews.notBought);
}

/**
 * A photo for a review, uploaded before the review names it (decision 61, as a return's photo):
 * checked and re-encoded as product pictures are, then stored with who sent it. The caller has
 * checked that the uploader may review. A bad file is a 400 and nothing is written.
 */
export async function uploadReviewPhoto(
  db: Database,
  who: PhotoUploader,
  file: Buffer,
): Promise<ReviewPhoto> {
  const encoded = await encodePhotoUpload(file);
  return db.transaction(async (tx) => {
    if ((await countWaitingPhotos(tx, who)) >= MAX_WAITING_REVIEW_PHOTOS)
      throw badRequest(m.photoUploadsWaiting(MAX_WAITING_REVIEW_PHOTOS), 'photo');
    return insertReviewPhoto(tx, who, await storeEncodedImage(tx, encoded));
  });
}

/**
 * A review written or rewritten names its photos (the limit of 3 is the body's schema): each the
 * writer's own upload, waiting or already this review's, named once. Left out, the review keeps
 * the ones it has. Any other id is a 400, and the caller's transaction writes nothing.
 */
export async function claimReviewPhotos(
  tx: DbOrTx,
  who: PhotoUploader,
  reviewId: string,
  ids: readonly string[] | undefined,
): Promise<void> {
  if (ids === undefined) return;
  if (new Set(ids).size !== ids.length) throw badRequest(m.photoTwice, 'photos');
  if (!ids.every(isUuid)) throw badRequest(m.photoUnknown, 'photos');
  const found = await findClaimablePhotos(tx, who, reviewId, ids);
  if (found.length !== ids.length) throw badRequest(m.photoUnknown, 'photos');
  await setReviewPhotos(tx, reviewId, ids);
}

/** Staff hide a review's photo from shoppers, or show it again; audited, the page changes at once. */
export async function hideReviewPhoto(
  db: Database,
  actor: AuditActor,
  id: string,
  hidden: boolean,
): Promise<string> {
  if (!isUuid(id)) throw notFound(m.photoNotFound);
  return db.transaction(async (tx) => {
    const photo = await findReviewedPhoto(tx, id);
    const review = photo && (await findReview(tx, photo.reviewId));
    if (!photo || !review) throw notFound(m.photoNotFound);
    if ((photo.hiddenAt !== null) !== hidden) {
      await setPhotoHidden(tx, id, hidden);
      await recordCatalogChange(tx, [review.productId]);
      const product = await findProductById(tx, review.productId);
      const of = product ? `${product.name} (${product.productId})` : 'a deleted product';
      await recordChange(tx, {
        actor,
        kind: 'review.photo',
        subject: { type: 'review', id: review.id },
        summary: `${hidden ? 'Hid' : 'Showed again'} a photo of ${review.name}'s review of ${of}`,
        before: { photo: id, hidden: !hidden },
        after: { photo: id, hidden },
      });
    }
    return hidden ? m.photoHidden : m.photoShown;
  });
}
