import type { Database } from '../../db/client.ts';
import { notFound } from '../../http-error.ts';
import { findImage } from './images.repository.ts';
import { jpegOf } from './jpeg-rendition.ts';

export type ServedImage = { contentType: string; bytes: Buffer };
const MAX_CACHED = 300;

/**
 * Reads stored pictures by name, 404 for a name never stored. Names are content hashes, so bytes
 * never change under a name: the hottest few hundred stay in memory to spare the database.
 */
export function imageReader(db: Database): (filename: string) => Promise<ServedImage> {
  const cache = new Map<string, ServedImage>();
  return async (filename) => {
    const cached = cache.get(filename);
    if (cached) return cached;
    // `<hash>.jpg`: the stored WebP as a JPEG, for the product feeds (Meta takes only JPEG,
    // PNG or GIF pictures); made once, then cached like the others.
    const webpName = filename.replace(/\.jpg$/, '.webp');
    const row = await findImage(db, webpName);
    if (!row) throw notFound('Image not found');
    const image = webpName === filename ? row : { contentType: 'image/jpeg', bytes: await jpegOf(row.bytes) };
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(filename, image);
    return image;
  };
}
