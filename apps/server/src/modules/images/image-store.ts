import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { insertImages } from './images.repository.ts';
import { IMAGE_WIDTHS, imageVariantName } from '@shop/shared/catalog/image-names';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const TOO_LARGE = 'The image is larger than 5 MB. Please choose a smaller one.';

/**
 * Decodes an upload (so only real images pass, whatever their name says), re-encodes it to WebP
 * in the widths the storefront asks for, and stores every width under a content-addressed name.
 * Returns the name of the largest, which is what a product's `image` holds.
 */
export async function storeImage(db: DbOrTx, input: Buffer): Promise<string> {
  return storeEncodedImage(db, await encodeImage(input));
}

/**
 * The checks and encoding of `storeImage` without storing: every width as WebP, smallest first.
 * The import's dry run checks its zip's pictures with it and writes nothing.
 */
export async function encodeImage(input: Buffer): Promise<Buffer[]> {
  if (input.byteLength > MAX_IMAGE_BYTES) {
    throw new HttpError(413, TOO_LARGE);
  }
  let source: ReturnType<typeof sharp>;
  try {
    source = sharp(input, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate();
    await source.metadata();
  } catch {
    throw new HttpError(415, 'The file is not an image we can read. Please upload a JPEG, PNG, WebP or GIF.');
  }
  const encoded = await Promise.all(
    IMAGE_WIDTHS.map((width) =>
      source
        .clone()
        .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    ),
  ).catch(() => {
    throw new HttpError(415, 'The file is not an image we can read. Please upload a JPEG, PNG, WebP or GIF.');
  });
  return encoded;
}

/**
 * Stores WebP bytes already made in every width (smallest first), as `storeImage` makes them; only
 * for our own files (the demo seed's pictures), which need no decoding, so seeding stays quick.
 */
export async function storeEncodedImage(db: DbOrTx, encoded: readonly Buffer[]): Promise<string> {
  const hash = encodedImageHash(encoded);
  await insertImages(
    db,
    IMAGE_WIDTHS.map((width, i) => ({
      filename: imageVariantName(hash, width),
      contentType: 'image/webp',
      width,
      bytes: encoded[i]!,
    })),
  );
  return imageVariantName(hash, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
}

/** The content address of pictures encoded in every width: their largest width's hash. */
const encodedImageHash = (encoded: readonly Buffer[]) =>
  createHash('sha256')
    .update(encoded[encoded.length - 1]!)
    .digest('hex')
    .slice(0, 20);

/** The name `storeEncodedImage` gives these widths, known before they are stored. */
export const encodedImageName = (encoded: readonly Buffer[]) =>
  imageVariantName(encodedImageHash(encoded), IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
