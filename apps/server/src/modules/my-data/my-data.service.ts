import type { Database } from '../../db/client.ts';
import { notFound } from '../../http-error.ts';
import { CSV_BOM, csvRow } from '../data-exchange/csv-cells.ts';
import {
  readAccount,
  readAddresses,
  readEmailChoices,
  readNotes,
  readOrders,
  readReviews,
  readSavedItems,
  readSignIns,
} from './my-data.repository.ts';
import { readReturns, readStoreCredit } from './my-data-returns.repository.ts';

/** Everything the shop holds about the signed-in person, read in one snapshot. */
export async function collectMyData(db: Database, user: { id: string }, shopName: string) {
  return db.transaction(
    async (tx) => {
      const account = await readAccount(tx, user.id);
      if (!account) throw notFound('Account not found');
      return {
        shop: shopName,
        exportedAt: new Date().toISOString(),
        account,
        addresses: await readAddresses(tx, user.id),
        orders: await readOrders(tx, user.id),
        returns: await readReturns(tx, user.id),
        storeCredit: await readStoreCredit(tx, user.id),
        reviews: await readReviews(tx, user.id),
        savedItems: await readSavedItems(tx, user.id),
        ...(await readEmailChoices(tx, account.email)),
        signIns: await readSignIns(tx, user.id),
        notesOnOrders: await readNotes(tx, user.id),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
export type MyData = Awaited<ReturnType<typeof collectMyData>>;

type Cell = string | number | boolean | null;

/** Each leaf of a record as a (field path, value) pair: `items.0.product`, `total`. */
function leaves(value: unknown, path: string, out: [string, Cell][]) {
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) leaves(inner, path ? `${path}.${key}` : key, out);
  } else {
    out.push([path, (value ?? null) as Cell]);
  }
  return out;
}

/**
 * The same data as one CSV a spreadsheet opens: a row per value, named by its section, its record
 * (the order number, or the place in the list) and its field. One file, every section, nothing lost.
 */
export function myDataCsv(data: MyData): string {
  const rows: string[] = [csvRow(['section', 'record', 'field', 'value'])];
  for (const [section, content] of Object.entries(data)) {
    const records = Array.isArray(content) ? content : [content];
    records.forEach((record, i) => {
      const name =
        typeof record === 'object' && record !== null && 'orderNumber' in record
          ? String(record.orderNumber)
          : Array.isArray(content)
            ? String(i + 1)
            : '';
      for (const [field, value] of leaves(record, '', [])) rows.push(csvRow([section, name, field, value]));
    });
  }
  return CSV_BOM + rows.join('');
}
