import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';

export type StoredImage = { filename: string; contentType: string; width: number; bytes: Buffer };

/** Stores every width of one picture; a name already stored is the same bytes, so it is kept. */
export async function insertImages(db: DbOrTx, rows: StoredImage[]): Promise<void> {
  await db.insert(images).values(rows).onConflictDoNothing();
}

export async function findImage(
  db: DbOrTx,
  filename: string,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ contentType: images.contentType, bytes: images.bytes })
    .from(images)
    .where(eq(images.filename, filename));
  return row;
}
