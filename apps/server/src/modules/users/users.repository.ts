import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminUser } from '@shop/shared/admin/admin-schemas';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { users } from '../../db/schema/index.ts';

// The admin's users tab: the accounts listed and searched, and a customer made admin. Sign-in,
// sign-up and the account's own changes are modules/auth's (accounts.repository.ts).

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

const adminUserColumns = { _id: users.id, username: users.username, email: users.email, role: users.role };

/** The person whose role is about to change, locked until the change's transaction ends. */
export async function findUserForRoleChange(db: DbOrTx, id: string): Promise<AdminUser | undefined> {
  const [row] = await db.select(adminUserColumns).from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function setUserRole(db: DbOrTx, id: string, role: string): Promise<AdminUser> {
  const [row] = await db.update(users).set({ role }).where(eq(users.id, id)).returning(adminUserColumns);
  return row!;
}
const oldestFirst = [asc(users.createdAt), asc(users.username)];

/** Every account, oldest first, as the admin's users tab reads it (no hashes, no names). */
export async function listUsers(db: DbOrTx): Promise<{ count: number; users: AdminUser[] }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .orderBy(...oldestFirst),
    db.select({ n: count() }).from(users),
  ]);
  return { count: total?.n ?? rows.length, users: rows };
}

export type UserPageFilter = { q?: string | undefined; limit: number; offset: number };

/**
 * One page of accounts, newest first (a new sign-up is on the first page), whose username or e-mail holds `q` in any case; `count`
 * is every account, `total` every match.
 */
export async function findUsersPage(
  db: DbOrTx,
  filter: UserPageFilter,
): Promise<{ count: number; total: number; users: AdminUser[] }> {
  const q = filter.q?.trim();
  const where: SQL | undefined = q
    ? or(ilike(users.username, containsPattern(q)), ilike(users.email, containsPattern(q)))
    : undefined;
  const [rows, [matching], [all]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.username))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(users).where(where),
    q ? db.select({ n: count() }).from(users) : Promise.resolve([undefined]),
  ]);
  const total = matching?.n ?? 0;
  return { count: all?.n ?? total, total, users: rows };
}
