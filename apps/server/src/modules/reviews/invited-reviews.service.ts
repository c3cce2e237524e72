import { isUuid } from '@shop/shared/admin/admin-schemas';
import {
  isBoughtStatus,
  reviewerName,
  type InvitedOrder,
  type Review,
  type ReviewBody,
} from '@shop/shared/catalog/review-schemas';
import { messages } from '@shop/shared/messages';
import { formatOrderNumber } from '@shop/shared/orders/order-number';
import type { Database, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../http-error.ts';
import type { SessionUserRow } from '../auth/sessions.ts';
import { confirmEmail } from '../auth/verified-email.ts';
import { recordCatalogChange } from '../catalog/catalog-change-log.ts';
import { toReviewDto } from './review-dto.ts';
import { claimReviewPhotos } from './review-photos.ts';
import { photosOfReviews } from './review-photos.repository.ts';
import { readReviewInvite } from '../orders/review-invite-link.ts';
import { findInvitedOrder, findInvitedProducts, insertOrderReview } from './invited-order.repository.ts';

// A guest buyer's review invitation (docs/decisions/0042-sign-in-device-cookie.md): its link proves
// one order, and lets whoever holds it review that order's products as a verified buyer, once each.

/** The order a token proves, while its goods count as bought; 404 for anything else. */
export async function invitedOrder(db: DbOrTx, token: string) {
  const orderId = await readReviewInvite(db, token);
  const order = orderId && isUuid(orderId) ? await findInvitedOrder(db, orderId) : undefined;
  if (!order || !isBoughtStatus(order.status)) throw notFound(messages.reviews.inviteBadLink);
  return order;
}

/** The name a guest's review shows: the order's first name and the last name's initial. */
function guestReviewerName(orderName: string): string {
  const words = orderName.trim().split(/\s+/);
  return reviewerName(words[0] ?? '', words.length > 1 ? words.at(-1)! : '');
}

/**
 * What the invitation's page shows. Opened signed in to the account of the order's e-mail, the link
 * (mailed to that address) also proves the account's e-mail: its guest orders join its history.
 */
export async function readInvitation(
  db: Database,
  token: string,
  user: SessionUserRow | null,
): Promise<InvitedOrder> {
  const order = await invitedOrder(db, token);
  if (user && user.email.toLowerCase() === order.email.toLowerCase())
    await confirmEmail(db, user.id, order.email);
  const products = await findInvitedProducts(db, order.id);
  const photos = await photosOfReviews(
    db,
    products.flatMap((p) => (p.review ? [p.review.id] : [])),
  );
  return {
    orderNumber: formatOrderNumber(order.orderNumber),
    products: products.map((p) => ({
      productId: p.productId,
      name: p.name,
      image: p.image,
      review: p.review ? toReviewDto(p.review, p, photos.get(p.review.id)) : null,
    })),
  };
}

/** A review of one of the order's products, marked a verified buyer's; 409 for a second one. */
export async function writeInvitedReview(db: Database, token: string, body: ReviewBody): Promise<Review> {
  return db.transaction(async (tx) => {
    const order = await invitedOrder(tx, token);
    const product = (await findInvitedProducts(tx, order.id)).find((p) => p.productId === body.productId);
    if (!product) throw notFound(messages.reviews.notInOrder);
    const row = await insertOrderReview(tx, {
      orderId: order.id,
      productUuid: product.id,
      name: guestReviewerName(order.name),
      rating: body.rating,
      review: body.review,
      skinType: body.skinType ?? null,
    });
    if (!row) throw conflict(messages.reviews.alreadyReviewedFromOrder);
    await claimReviewPhotos(tx, { orderId: order.id }, row.id, body.photos);
    await recordCatalogChange(tx, [product.id]);
    return toReviewDto(row, product, (await photosOfReviews(tx, [row.id])).get(row.id));
  });
}
