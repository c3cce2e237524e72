import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { DataDirLockedError } from '../../db/data-dir-lock.ts';
import { qualifiedName } from '../../db/insert-json-rows.ts';
import { copyTable, countRows } from './copy-table.ts';
import { assertEmptyTarget, hasNoShopTables } from './empty-target.ts';
import { copySequences } from './sequences.ts';
import { shopTables, tableName } from '../../db/shop-tables.ts';

export class MoveRefusedError extends Error {}

export type MovedTable = { table: string; rows: number };

/**
 * Copies the embedded shop in `dataDir` into the empty PostgreSQL database at `targetUrl`: both
 * are migrated first, the copy runs in one transaction on the target (a failure leaves it as it
 * was), and it commits only when every table holds as many rows as the source.
 */
export async function moveToPostgres(opts: {
  dataDir: string;
  targetUrl: string;
  onProgress?: (line: string) => void;
}): Promise<{ tables: MovedTable[]; sequences: number }> {
  const say = opts.onProgress ?? (() => {});
  if (!existsSync(join(opts.dataDir, 'pglite'))) {
    throw new MoveRefusedError(
      `No embedded shop in ${opts.dataDir} (no pglite folder there). Set DATA_DIR or --data-dir to the shop's data folder.`,
    );
  }
  let source: DatabaseHandle;
  try {
    source = await openDatabase({ dataDir: opts.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new MoveRefusedError(
      `The shop in ${opts.dataDir} is running${error.holder ? ` (process ${error.holder})` : ''}. ` +
        'Stop it, then run db:move again: a copy of a running shop would miss its latest orders.',
    );
  }
  const target = await openDatabase({ databaseUrl: opts.targetUrl, dataDir: null });
  try {
    // The source as the running code expects it (as `npm start` would), the target alike.
    const tables = shopTables();
    const bare = await hasNoShopTables(target.db, tables);
    await source.migrate();
    await target.migrate();
    if (!bare) await assertEmptyTarget(target.db, tables);

    const moved = await target.db.transaction(async (tx) => {
      // Rows the target's own migrations may have written give way to the source's.
      for (const table of [...tables].reverse())
        await tx.execute(sql`delete from ${sql.raw(qualifiedName(table))}`);
      const result: MovedTable[] = [];
      for (const table of tables) {
        const rows = await copyTable(source.db, tx, table);
        say(`${tableName(table)}: ${rows}`);
        result.push({ table: tableName(table), rows });
      }
      const mismatched: string[] = [];
      for (const table of tables) {
        const [from, to] = [await countRows(source.db, table), await countRows(tx, table)];
        if (from !== to) mismatched.push(`${tableName(table)} (${from} in the shop, ${to} copied)`);
      }
      if (mismatched.length > 0) {
        throw new Error(
          `The copy does not match; nothing was written. Differing tables: ${mismatched.join(', ')}`,
        );
      }
      return { tables: result, sequences: await copySequences(source.db, tx) };
    });
    return moved;
  } finally {
    await target.close();
    await source.close();
  }
}
