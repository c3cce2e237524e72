import { isUuid } from '@shop/shared/admin/admin-schemas';
import { messages } from '@shop/shared/messages';
import { MAX_UNUSED_RETURN_PHOTOS, type ReturnPhoto } from '@shop/shared/returns/return-schemas';
import type { Database, DbOrTx } from '../../db/client.ts';
import { badRequest, notFound } from '../../http-error.ts';
import type { SessionUserRow } from '../auth/sessions.ts';
import { storeEncodedImage } from '../images/image-store.ts';
import { encodePhotoUpload } from '../images/photo-upload-form.ts';
import { assertReturnOpen, holdsOrderLink, mayAskReturn } from './may-return.ts';
import {
  countUnusedReturnPhotos,
  findUnusedReturnPhotos,
  insertReturnPhoto,
} from './return-photos.repository.ts';
import { lockReturnOrder, type ReturnOrder } from './returns.repository.ts';

const m = messages.returns;

/**
 * Who uploads: the signed-in owner by her account; anyone else got this far with the order page's
 * link (mayAskReturn), recorded as null.
 */
const uploaderOf = (order: ReturnOrder, user: SessionUserRow | null) =>
  user && order.userId === user.id ? user.id : null;

/**
 * A photo for a return of a delivered order, while its window is open (decision 52): checked and
 * re-encoded exactly as product pictures are (only real images, at most 5 MB, WebP in the
 * storefront's widths, metadata such as the camera's GPS dropped), then stored with who sent it.
 * A bad file is a 400 with the picture pipeline's message, and nothing is written.
 */
export async function uploadReturnPhoto(
  db: Database,
  orderId: string,
  file: Buffer,
  user: SessionUserRow | null,
  viewToken: string | undefined,
): Promise<ReturnPhoto> {
  if (!isUuid(orderId)) throw notFound(messages.orders.viewNotFound);
  // Who may ask is checked before the (costly) decoding, and again under the lock.
  const seen = await lockReturnOrder(db, orderId, false);
  if (!seen || !mayAskReturn(seen, user, viewToken)) throw notFound(messages.orders.viewNotFound);
  const encoded = await encodePhotoUpload(file);
  return db.transaction(async (tx) => {
    const order = await lockReturnOrder(tx, orderId);
    if (!order || !mayAskReturn(order, user, viewToken)) throw notFound(messages.orders.viewNotFound);
    await assertReturnOpen(tx, order);
    if ((await countUnusedReturnPhotos(tx, order.id)) >= MAX_UNUSED_RETURN_PHOTOS)
      throw badRequest(m.tooManyUploads(MAX_UNUSED_RETURN_PHOTOS), 'photo');
    const image = await storeEncodedImage(tx, encoded);
    return insertReturnPhoto(tx, { orderId: order.id, image, uploadedBy: uploaderOf(order, user) });
  });
}

/**
 * The photos a request names, checked under the order's lock: each this order's, not used by
 * another request, and uploaded by this asker (her account, or the order page's link the request
 * also holds). Answers their picture names in the order given; a bad id is a 400.
 */
export async function claimReturnPhotos(
  tx: DbOrTx,
  order: ReturnOrder,
  user: SessionUserRow | null,
  viewToken: string | undefined,
  ids: readonly string[],
): Promise<{ ids: string[]; images: string[] }> {
  if (new Set(ids).size !== ids.length) throw badRequest(m.photoTwice, 'photos');
  if (!ids.every(isUuid)) throw badRequest(m.photoUnknown, 'photos');
  const rows = await findUnusedReturnPhotos(tx, order.id, ids);
  const holdsLink = holdsOrderLink(order, viewToken);
  const mine = (row: (typeof rows)[number]) =>
    row.uploadedBy === null ? holdsLink : user !== null && row.uploadedBy === user.id;
  const images = ids.map((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row || !mine(row)) throw badRequest(m.photoUnknown, 'photos');
    return row.image;
  });
  return { ids: [...ids], images };
}
