import { randomBytes } from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { hashToken, type SessionUserRow } from './sessions.ts';

export async function createSession(db: DbOrTx, userId: string, ttlDays: number) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlDays * 86_400_000) })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
}

export async function findSession(db: DbOrTx, token: string): Promise<SessionUserRow | undefined> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      id: users.id,
      role: users.role,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())));
  return row;
}

export async function revokeSession(db: DbOrTx, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Signs the user out everywhere, except the session given (the device that changed the password). */
export async function revokeUserSessions(db: DbOrTx, userId: string, keepSessionId?: string) {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
}
