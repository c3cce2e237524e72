import { eq, ne, or, sql } from 'drizzle-orm';
import type { SessionUser } from '@shop/shared/auth/session-user';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

// The accounts in the users table as sign-in, sign-up, the account page, the first admin and the
// password reset read and write them. The admin's users tab has its own queries (modules/users).

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
