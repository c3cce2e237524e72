import { z } from 'zod';
import { IMAGE_WIDTHS, imageVariantName, storedImageHash } from './image-names.ts';

// A review's photos (decision 61): uploaded one at a time, then named by the review (at most 3).

export const MAX_REVIEW_PHOTOS = 3;
/** Photos one reviewer may have waiting for a review, so the upload is not a free picture store. */
export const MAX_WAITING_REVIEW_PHOTOS = 9;

/** A review's photo as shown: a thumbnail, the large picture (GET paths), and whether staff hid it. */
export const ReviewPhotoSchema = z.object({
  id: z.string(),
  small: z.string(),
  large: z.string(),
  /** Only staff ever see a hidden photo; shoppers' answers leave it out. */
  hidden: z.boolean(),
});
export type ReviewPhoto = z.infer<typeof ReviewPhotoSchema>;

/** The thumbnail (400 px wide) and the large picture of a stored image's name. */
export function reviewPhotoPaths(image: string): { small: string; large: string } {
  const hash = storedImageHash(image);
  const small = hash ? imageVariantName(hash, IMAGE_WIDTHS[1]) : image;
  return { small: `/api/images/${small}`, large: `/api/images/${image}` };
}

/** An upload's answer: the id a review names, and the picture to preview. */
export const ReviewPhotoUploadSchema = z.object({ photo: ReviewPhotoSchema });

/** A signed-in buyer's upload names the product she reviews (she must have bought it). */
export const ReviewPhotoUploadQuerySchema = z.object({
  productId: z.string({ error: 'productId is required' }).min(1, 'productId is required'),
});

/** Staff hide a photo from shoppers, or show it again. */
export const ReviewPhotoHideSchema = z.object({
  hidden: z.boolean({ error: 'hidden must be true or false' }),
});
