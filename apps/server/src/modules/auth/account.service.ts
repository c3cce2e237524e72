import { messages } from '@shop/shared/messages';
import type { Database } from '../../db/client.ts';
import { badRequest, unauthorized } from '../../http-error.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { revokeUserSessions } from './sessions.repository.ts';
import type { SessionUserRow } from './sessions.ts';
import { deleteUser, findUserById, setPasswordHash } from './accounts.repository.ts';

async function checkPassword(db: Database, user: SessionUserRow, password: string, wrongMessage: string) {
  const row = await findUserById(db, user.id);
  if (!row) throw unauthorized(messages.auth.unauthenticated);
  if (!(await verifyPassword(password, row.passwordHash))) throw badRequest(wrongMessage, 'password');
}

/** A new password signs out every other device; the one that changed it stays signed in. */
export async function updatePassword(db: Database, user: SessionUserRow, current: string, next: string) {
  await checkPassword(db, user, current, messages.auth.wrongCurrentPassword);
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, user.sessionId);
  });
}

export async function deleteAccount(db: Database, user: SessionUserRow, password: string) {
  await checkPassword(db, user, password, messages.auth.wrongPassword);
  await deleteUser(db, user.id);
}
