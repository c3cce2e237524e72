import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Who an account is, for the audit log's line about a change to it. */
export async function findUserName(
  db: DbOrTx,
  id: string,
): Promise<{ username: string; email: string } | undefined> {
  const [row] = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return row;
}
