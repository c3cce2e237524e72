import type { LoginBody, RegisterBody } from '@shop/shared/auth/auth-schemas';
import type { SessionUser } from '@shop/shared/auth/session-user';
import { messages } from '@shop/shared/messages';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { HttpError, unauthorized } from '../../http-error.ts';
import { consumeLimit, HOUR } from '../rate-limit/rate-limit.ts';
import { passwordHashing } from './hashing-queue.ts';
import { admitSignIn, signInSubject, signInSucceeded } from './login-throttle.ts';
import { hashPassword, needsRehash, unmatchableHash, verifyPassword } from './password.ts';
import { createSession, revokeSession } from './sessions.repository.ts';
import type { SessionUserRow } from './sessions.ts';
import {
  findTakenFields,
  findUserByLogin,
  insertUser,
  setPasswordHash,
  toSessionUser,
} from './accounts.repository.ts';

type Deps = { db: Database; config: Config };

const usernameTaken = () => new HttpError(409, messages.auth.usernameTaken, { field: 'username' });
const emailTaken = () => new HttpError(409, messages.auth.emailTaken, { field: 'email' });

/** PostgreSQL's unique violation, as node-postgres or PGlite reports it (drizzle may wrap it). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function register({ db, config }: Deps, body: RegisterBody, ip: string): Promise<SessionUser> {
  passwordHashing.refuseWhenFull();
  await consumeLimit(db, { key: `register-ip:${ip}`, max: config.RATE_REGISTER_PER_IP, windowMs: HOUR });
  const taken = await findTakenFields(db, body.username, body.email);
  if (taken.username) throw usernameTaken();
  if (taken.email) throw emailTaken();
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        username: body.username,
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        passwordHash,
        role: 'user',
      });
      const { token } = await createSession(tx, user.id, config.SESSION_TTL_DAYS);
      return toSessionUser(user, token);
    });
  } catch (error) {
    // Two sign-ups for one name at once: the unique index decides, the loser hears which field.
    if (!isUniqueViolation(error)) throw error;
    const again = await findTakenFields(db, body.username, body.email);
    throw again.email && !again.username ? emailTaken() : usernameTaken();
  }
}

export async function login({ db, config }: Deps, body: LoginBody, ip: string): Promise<SessionUser> {
  // A busy queue turns the attempt away before anything is looked up or counted: not a guess.
  passwordHashing.refuseWhenFull();
  const user = await findUserByLogin(db, body.username);
  const admission = await admitSignIn({ db, config }, signInSubject(body.username, user), ip);
  // A name that names nobody is checked against a hash no password matches, in the same queue and
  // at the same cost: its answer, its time and a busy queue's 429 are a real account's.
  const ok = await verifyPassword(body.password, user?.passwordHash ?? unmatchableHash());
  if (!user || !ok) throw unauthorized(messages.auth.invalidCredentials);

  await signInSucceeded({ db }, admission);
  // A hash from before today's cost is replaced now, while the password is at hand.
  if (needsRehash(user.passwordHash)) await setPasswordHash(db, user.id, await hashPassword(body.password));
  const { token } = await createSession(db, user.id, config.SESSION_TTL_DAYS);
  return toSessionUser(user, token);
}

/** Signs this device out: its session row goes, so its token opens nothing any more. */
export async function logout(db: Database, user: SessionUserRow): Promise<void> {
  await revokeSession(db, user.sessionId);
}
