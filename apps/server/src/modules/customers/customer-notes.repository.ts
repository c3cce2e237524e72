import { desc, inArray } from 'drizzle-orm';
import type { CustomerNote } from '@shop/shared/customers/customer-schemas';
import type { DbOrTx } from '../../db/client.ts';
import { customerNotes } from '../../db/schema/index.ts';

type NoteRow = typeof customerNotes.$inferSelect;

const toNote = (row: NoteRow): CustomerNote => ({
  id: row.id,
  body: row.body,
  author: { id: row.authorId, name: row.authorName },
  createdAt: row.createdAt.toISOString(),
});

/** The notes hung on any of these orders (a person's), newest first. */
export async function findNotesOn(db: DbOrTx, orderIds: string[]): Promise<CustomerNote[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select()
    .from(customerNotes)
    .where(inArray(customerNotes.orderId, orderIds))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id));
  return rows.map(toNote);
}

export async function insertNote(
  db: DbOrTx,
  note: { orderId: string; body: string; author: { id: string; username: string } },
): Promise<CustomerNote> {
  const [row] = await db
    .insert(customerNotes)
    .values({
      orderId: note.orderId,
      body: note.body,
      authorId: note.author.id,
      authorName: note.author.username,
    })
    .returning();
  return toNote(row!);
}
