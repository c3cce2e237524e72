import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUser } from '@shop/shared/admin/admin-schemas';
import type { SessionUser } from '@shop/shared/auth/session-user';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { users } from '../../db/schema/index.ts';

// Every query on the users table: sign-in, sign-up, account, password reset and the admin's tab.

export type UserRow = typeof users.$inferSelect;

/** The one seam where a users row becomes the session user the API answers with. */
export const toSessionUser = (
  u: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'username' | 'role'>,
  token: string,
): SessionUser => ({
  _id: u.id,
  first_name: u.firstName,
  last_name: u.lastName,
  email: u.email,
  username: u.username,
  role: u.role,
  token,
});

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

/** Username or e-mail, either case. Usernames cannot contain '@', so the two never collide. */
export async function findUserByLogin(db: DbOrTx, login: string): Promise<UserRow | undefined> {
  const lower = login.toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${lower}`, sql`lower(${users.email}) = ${lower}`))
    .limit(1);
  return row;
}

export async function findTakenFields(db: DbOrTx, username: string, email: string) {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = ${username.toLowerCase()}`,
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
      ),
    );
  return {
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
  };
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function setPasswordHash(db: DbOrTx, id: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

/** Sessions, saved items and resets go with the user (FK cascade); orders stay, unlinked (set null). */
export async function deleteUser(db: DbOrTx, id: string) {
  await db.delete(users).where(eq(users.id, id));
}

/** Inserts the first admin unless the name or e-mail is taken; false when nothing was inserted. */
export async function insertUserIfFree(db: DbOrTx, values: typeof users.$inferInsert): Promise<boolean> {
  const rows = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  return rows.length > 0;
}

/** Whether any account has a role other than user (every such role counts as admin). */
export async function adminExists(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(ne(users.role, 'user')).limit(1);
  return row !== undefined;
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

const adminUserColumns = { _id: users.id, username: users.username, email: users.email, role: users.role };
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
