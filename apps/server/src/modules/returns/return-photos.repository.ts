import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { returnPhotos } from '../../db/schema/index.ts';

// Photos uploaded for returns (decision 52), as rows. Rows never leave this file.

export type ReturnPhotoRow = { id: string; image: string; uploadedBy: string | null };

export async function insertReturnPhoto(
  tx: DbOrTx,
  values: { orderId: string; image: string; uploadedBy: string | null },
): Promise<{ id: string; image: string }> {
  const [row] = await tx
    .insert(returnPhotos)
    .values(values)
    .returning({ id: returnPhotos.id, image: returnPhotos.image });
  return row!;
}

/** How many photos of the order are waiting for a request. */
export async function countUnusedReturnPhotos(tx: DbOrTx, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(returnPhotos)
    .where(and(eq(returnPhotos.orderId, orderId), isNull(returnPhotos.returnId)));
  return row?.n ?? 0;
}

/** The order's photos among `ids` that no request has used yet. */
export async function findUnusedReturnPhotos(
  tx: DbOrTx,
  orderId: string,
  ids: readonly string[],
): Promise<ReturnPhotoRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select({ id: returnPhotos.id, image: returnPhotos.image, uploadedBy: returnPhotos.uploadedBy })
    .from(returnPhotos)
    .where(
      and(
        eq(returnPhotos.orderId, orderId),
        inArray(returnPhotos.id, [...ids]),
        isNull(returnPhotos.returnId),
      ),
    );
}

export async function attachReturnPhotos(tx: DbOrTx, ids: readonly string[], returnId: string) {
  if (ids.length === 0) return;
  await tx
    .update(returnPhotos)
    .set({ returnId })
    .where(inArray(returnPhotos.id, [...ids]));
}
