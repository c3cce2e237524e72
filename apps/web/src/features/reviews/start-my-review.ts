import type { MyReview } from '@shop/shared/catalog/review-schemas';
import { handled } from '../../lib/handled';
import { readSessionUser } from '../../lib/session/session-store';
import { getMyReview } from './api/get-my-review';

/** "May I review this product" as the page's loader started it, and for whom. */
export type MyReviewRead = { userId: string; answer: Promise<MyReview> };

/**
 * Starts the signed-in shopper's read with the product page's data, so the review form does not
 * wait for its own render to ask. A guest asks nothing (the form offers the sign-in link).
 */
export function startMyReview(productId: string): MyReviewRead | null {
  const user = readSessionUser();
  return user ? { userId: user._id, answer: handled(getMyReview(productId)) } : null;
}
