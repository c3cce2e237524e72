import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { catalogVersion } from '../../db/schema/index.ts';

// Read on every catalogue request, so prepared once per database handle.
const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();
const prepare = (db: Database) =>
  db
    .select({ version: catalogVersion.version })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, 1))
    .prepare('catalog_version_read');

export async function readCatalogVersion(db: Database): Promise<number> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = prepare(db)));
  const [row] = await query.execute();
  return row?.version ?? 0;
}

/** Call inside every transaction that changes products, colours or reviews. */
export async function bumpCatalogVersion(tx: DbOrTx): Promise<void> {
  await tx
    .update(catalogVersion)
    .set({ version: sql`${catalogVersion.version} + 1` })
    .where(eq(catalogVersion.id, 1));
}
