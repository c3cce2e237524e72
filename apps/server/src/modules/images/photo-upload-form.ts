import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../http-error.ts';
import { MAX_IMAGE_BYTES, TOO_LARGE, encodeImage } from './image-store.ts';

// A shopper's photo upload (a return's, decision 52; a review's, decision 61): one file `photo`,
// read and encoded exactly as product pictures are, every refusal a 400 the shopper's form shows.

/**
 * One file a little over 5 MB (so our own message speaks). A few text fields are let through to be
 * read and ignored, so unstorable text in one is answered as anywhere else (plugins/clean-input.ts)
 * rather than cut off by the limit first.
 */
export const PHOTO_UPLOAD_LIMITS = { fileSize: MAX_IMAGE_BYTES + 1, files: 1, fields: 4, parts: 5 };

const NO_PHOTO = 'Please choose a photo (JPEG, PNG, WebP or GIF)';

/** The bytes of the one file `photo` of a photo's upload; anything else is a 400. */
export async function readPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(NO_PHOTO, 'photo');
  try {
    // Every part, fields too: each passes the clean-input rule as it streams in.
    let photo: Buffer | undefined;
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'photo') throw badRequest(NO_PHOTO, 'photo');
      photo = await part.toBuffer();
    }
    if (!photo || photo.byteLength === 0) throw badRequest(NO_PHOTO, 'photo');
    return photo;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(TOO_LARGE, 'photo');
    throw badRequest(NO_PHOTO, 'photo');
  }
}

/**
 * The product pictures' checks and encoding (only real images, at most 5 MB, WebP in the
 * storefront's widths, metadata such as the camera's GPS dropped); a refusal is a 400 with that
 * pipeline's words (not its 413/415: a shopper's form shows every refusal alike).
 */
export async function encodePhotoUpload(file: Buffer): Promise<Buffer[]> {
  return encodeImage(file).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode < 500) throw badRequest(error.message, 'photo');
    throw error;
  });
}
