import { z } from 'zod';
import { messages } from '../messages.ts';
import { SKIN_TYPES } from '../products/skin.ts';
import { reviewPhotoMessages } from './review-photo-messages.ts';
import { MAX_REVIEW_PHOTOS, ReviewPhotoSchema } from './review-photo-schemas.ts';
import { hasControlCharacters, normaliseReviewText } from './review-text.ts';

export const ReviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int().min(1).max(5),
  name: z.string(),
  review: z.string(),
  createdAt: z.string(),
  productId: z.string(),
  /** Written by a signed-in customer who bought the product (the demo's reviews are not). */
  verified: z.boolean(),
  /** The product's display name, so lists such as the admin's show it rather than its code. */
  productName: z.string(),
  /** The reviewer's skin type as she gave it when writing (decision 61), or null. */
  skinType: z.enum(SKIN_TYPES).nullable(),
  /** Its photos in the reviewer's order; shoppers never see one staff hid. */
  photos: z.array(ReviewPhotoSchema),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewListSchema = z.array(ReviewSchema);
export const ReviewQuerySchema = z.object({
  productId: z.string({ error: 'productId is required' }).min(1, 'productId is required'),
});

/** The most reviews one page of a product's reviews holds. */
export const PRODUCT_REVIEWS_MAX_PAGE = 50;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${PRODUCT_REVIEWS_MAX_PAGE}`;
const OFFSET_MESSAGE = 'offset must be a whole number from 0';

/** One product's reviews, newest first; with `limit` or `offset`, one page of them. */
export const ProductReviewsQuerySchema = ReviewQuerySchema.extend({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(PRODUCT_REVIEWS_MAX_PAGE, LIMIT_MESSAGE)
    .optional(),
  offset: z.coerce.number({ error: OFFSET_MESSAGE }).int(OFFSET_MESSAGE).min(0, OFFSET_MESSAGE).optional(),
  /** `1`: only reviews with a photo shoppers may see. */
  withPhotos: z.enum(['1'], { error: 'withPhotos must be 1' }).optional(),
  /** Only reviews whose writer gave this skin type. */
  skinType: z.enum(SKIN_TYPES, { error: `skinType must be one of ${SKIN_TYPES.join(', ')}` }).optional(),
});

/** A product's rating summary: average to one decimal, review count, each star's share in percent. */
export const RatingSummarySchema = z.object({
  average: z.number().min(0).max(5),
  count: z.number().int().min(0),
  bars: z.array(z.object({ stars: z.number().int(), percent: z.number().int() })),
});

/** Orders whose goods were paid for: their customer has bought what they hold and may review it. */
export const BOUGHT_ORDER_STATUSES = ['paid', 'processing', 'shipped', 'delivered'] as const;
export const isBoughtStatus = (status: string) =>
  (BOUGHT_ORDER_STATUSES as readonly string[]).includes(status);

// The numbers in messages.reviews say the same; change both together.
export const REVIEW_MIN_LENGTH = 2;
export const REVIEW_MAX_LENGTH = 1000;
export const REVIEWS_PER_DAY = 10;

const ReviewText = z
  .string({ error: messages.reviews.textLength })
  .transform(normaliseReviewText)
  .refine((text) => !hasControlCharacters(text), messages.reviews.plainTextOnly)
  .refine(
    (text) => text.length >= REVIEW_MIN_LENGTH && text.length <= REVIEW_MAX_LENGTH,
    messages.reviews.textLength,
  );

const Rating = z
  .number({ error: messages.reviews.ratingRange })
  .int(messages.reviews.ratingRange)
  .min(1, messages.reviews.ratingRange)
  .max(5, messages.reviews.ratingRange);

/** A customer's review of a product they bought; `productId` is the product's code, as in the URLs. */
export const ReviewBodySchema = z.object({
  productId: z
    .string({ error: messages.reviews.productRequired })
    .trim()
    .min(1, messages.reviews.productRequired),
  rating: Rating,
  review: ReviewText,
  /** Her skin type, offered by the form from her account; null or left out: not given. */
  skinType: z
    .enum(SKIN_TYPES, { error: `skinType must be one of ${SKIN_TYPES.join(', ')}` })
    .nullable()
    .optional(),
  /**
   * Photos uploaded first (POST /api/review/photos, or the invitation's /photos), by id, in the
   * order shown. Left out: a rewritten review keeps its photos; given: exactly these.
   */
  photos: z
    .array(z.string().trim().min(1).max(200))
    .max(MAX_REVIEW_PHOTOS, reviewPhotoMessages.photosTooMany(MAX_REVIEW_PHOTOS))
    .optional(),
});
export type ReviewBody = z.input<typeof ReviewBodySchema>;

export const ReviewEditSchema = ReviewBodySchema.omit({ productId: true });

export const ReviewAnswerSchema = z.object({ message: z.string(), review: ReviewSchema });

/** Whether the signed-in customer may review a product (they bought it), and their review if any. */
export const MyReviewSchema = z.object({ canReview: z.boolean(), review: ReviewSchema.nullable() });
export type MyReview = z.infer<typeof MyReviewSchema>;

/** The admin's page of reviews: newest first, optionally only one star rating. */
export const ReviewPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
});

/** The name a review shows: first name and the last name's initial ("Adaeze O."). */
export function reviewerName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/**
 * A review invitation's link (`/review/<token>`, e-mailed to a guest buyer when the order is
 * delivered): the order it proves and the products it lets its holder review, once each.
 */
export const InvitedOrderSchema = z.object({
  orderNumber: z.string(),
  products: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      image: z.string().nullable(),
      /** This order's review of the product, once written. */
      review: ReviewSchema.nullable(),
    }),
  ),
});
export type InvitedOrder = z.infer<typeof InvitedOrderSchema>;

export const InviteTokenParamsSchema = z.object({ token: z.string().min(1).max(300) });
