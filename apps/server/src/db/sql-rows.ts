import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/** A raw query's rows: PGlite and node-postgres both answer an object with `rows`, typed apart. */
export async function sqlRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
