import { ReviewPhotoUploadSchema, type ReviewPhoto } from '@shop/shared/catalog/review-photo-schemas';
import { api } from '../../../lib/api-client';

/** Where a photo goes: a signed-in buyer's upload names the product, a guest's the link's token. */
export type PhotoUploadFor = { productId: string; token?: never } | { token: string; productId?: never };

/** One photo for a review, uploaded before the review names it (multipart, the file `photo`). */
export async function uploadReviewPhoto(to: PhotoUploadFor, file: File): Promise<ReviewPhoto> {
  const path =
    to.token !== undefined
      ? `/review/invite/${encodeURIComponent(to.token)}/photos`
      : `/review/photos?productId=${encodeURIComponent(to.productId)}`;
  const body = new FormData();
  body.append('photo', file);
  return (await api(path, { method: 'POST', body, answer: ReviewPhotoUploadSchema })).photo;
}
