import { messages } from '@shop/shared/messages';
import { HttpError, badRequest } from '../../http-error.ts';
import { MAX_IMAGE_BYTES, encodeImage } from '../images/image-store.ts';
import { ZipProblem, readZip, type ZipEntry } from './zip-read.ts';

// The import's optional zip of pictures: the rows name its files in the Image column (as the file
// is called, with or without its folder), and each named one is checked and encoded exactly as the
// product form's upload is. Nothing is stored here: the import stores them in its transaction.

export const MAX_ZIP_BYTES = 50 * 1024 * 1024;

// A zip bomb stops here: a catalogue's pictures are a few hundred files of a few MB at most.
const ZIP_LIMITS = { maxEntries: 2_000, maxTotalBytes: 500 * 1024 * 1024, maxEntryBytes: MAX_IMAGE_BYTES };

export type PictureZip = { filename: string; data: Buffer };

/** The zip's pictures by the names a row may give them (its path, and its bare file name). */
export type ZipPictures = Map<string, ZipEntry>;

/** Reads the zip's list of files; a broken zip (or one past the limits) is a 400 naming it. */
export async function listZipPictures(zip: PictureZip | undefined): Promise<ZipPictures> {
  const byName: ZipPictures = new Map();
  if (!zip) return byName;
  let entries: ZipEntry[];
  try {
    entries = await readZip(zip.data, ZIP_LIMITS);
  } catch (error) {
    if (error instanceof ZipProblem)
      throw badRequest(messages.dataExchange.zipUnusable(zip.filename, error.message), 'images');
    throw error;
  }
  const twice = new Set<string>();
  for (const entry of entries) {
    const bare = entry.path.split('/').pop()!;
    byName.set(entry.path, entry);
    if (bare === entry.path) continue;
    if (byName.has(bare) && byName.get(bare) !== entry) twice.add(bare);
    byName.set(bare, entry);
  }
  // Two folders holding the same file name: a bare name cannot say which, so only paths do.
  for (const bare of twice) byName.delete(bare);
  return byName;
}

/**
 * Every picture the rows name, decoded and encoded in the storefront's widths; a damaged file or
 * one that is no picture is a 400 naming it. Answers the encoded widths by the name the rows use.
 */
export async function encodeZipPictures(
  zip: PictureZip | undefined,
  pictures: ZipPictures,
  named: Iterable<string>,
): Promise<Map<string, Buffer[]>> {
  const encoded = new Map<string, Buffer[]>();
  for (const name of new Set(named)) {
    const entry = pictures.get(name);
    if (!entry || !zip) continue;
    try {
      encoded.set(name, await encodeImage(await entry.read()));
    } catch (error) {
      if (error instanceof ZipProblem)
        throw badRequest(messages.dataExchange.zipUnusable(zip.filename, error.message), 'images');
      if (error instanceof HttpError)
        throw badRequest(messages.dataExchange.pictureUnusable(entry.path, error.message), 'images');
      throw error;
    }
  }
  return encoded;
}
