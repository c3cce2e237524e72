import { and, asc, count, eq } from 'drizzle-orm';
import type { AdminUser } from '@shop/shared/admin/admin-schemas';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Every account, oldest first, as the admin's users tab reads it (no hashes, no names). */
export async function listUsers(db: DbOrTx): Promise<{ count: number; users: AdminUser[] }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ _id: users.id, username: users.username, email: users.email, role: users.role })
      .from(users)
      .orderBy(asc(users.createdAt), asc(users.username)),
    db.select({ n: count() }).from(users),
  ]);
  return { count: total?.n ?? rows.length, users: rows };
}

export async function findUserRole(db: DbOrTx, id: string): Promise<string | undefined> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row?.role;
}

/** user → admin only; the condition makes two admins promoting at once harmless. */
export async function promoteUser(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ role: 'admin' })
    .where(and(eq(users.id, id), eq(users.role, 'user')))
    .returning({ id: users.id });
  return rows.length > 0;
}
