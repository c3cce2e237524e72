import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mailUnsubscribes } from '../../db/schema/index.ts';
import { sqlRows } from '../../db/sql-rows.ts';

/** Addresses are compared lower-cased: Ada@x.ng and ada@x.ng are one person. */
export const mailAddressKey = (email: string) => email.trim().toLowerCase();

export async function addUnsubscribe(db: DbOrTx, email: string): Promise<void> {
  await db
    .insert(mailUnsubscribes)
    .values({ email: mailAddressKey(email) })
    .onConflictDoNothing();
}

export async function isUnsubscribed(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await sqlRows<{ one: number }>(
    db,
    sql`select 1 as one from ${mailUnsubscribes} where ${mailUnsubscribes.email} = ${mailAddressKey(email)}`,
  );
  return rows.length > 0;
}
