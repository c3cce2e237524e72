import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { catalogVersion } from '../../db/schema/index.ts';

export async function readCatalogVersion(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion).where(eq(catalogVersion.id, 1));
  return row?.version ?? 0;
}

/** Call inside every transaction that changes products, colours or reviews. */
export async function bumpCatalogVersion(tx: DbOrTx): Promise<void> {
  await tx
    .update(catalogVersion)
    .set({ version: sql`${catalogVersion.version} + 1` })
    .where(eq(catalogVersion.id, 1));
}
