import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../http-error.ts';
import { MAX_IMAGE_BYTES } from '../images/image-store.ts';
import { TOO_LARGE } from '../products/products.admin.form.ts';

/** One file a little over 5 MB (so our own message speaks), and nothing else. */
export const RETURN_PHOTO_LIMITS = { fileSize: MAX_IMAGE_BYTES + 1, files: 1, fields: 0, parts: 1 };

const NO_PHOTO = 'Please choose a photo (JPEG, PNG, WebP or GIF)';

/** The bytes of the one file `photo` of a return photo's upload; anything else is a 400. */
export async function readReturnPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(NO_PHOTO, 'photo');
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'photo') throw badRequest(NO_PHOTO, 'photo');
    const bytes = await part.toBuffer();
    if (bytes.byteLength === 0) throw badRequest(NO_PHOTO, 'photo');
    return bytes;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(TOO_LARGE, 'photo');
    throw badRequest(NO_PHOTO, 'photo');
  }
}
