import type { LoginBody, RegisterBody } from '@shop/shared/auth/auth-schemas';
import type { SessionUser } from '@shop/shared/auth/session-user';
import { messages } from '@shop/shared/messages';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { HttpError, unauthorized } from '../../http-error.ts';
import { consumeLimit, HOUR } from '../rate-limit/rate-limit.ts';
import { newDevice, type DeviceCookie } from './device-cookie.ts';
import { passwordHashing, trustedDeviceHashing, type HashingQueue } from './hashing-queue.ts';
import { admitSignIn, signInSubject, signInSucceeded, type Admission } from './login-throttle.ts';
import { hashPassword, needsRehash, unmatchableHash, verifyPassword } from './password.ts';
import { createSession, revokeSession } from './sessions.repository.ts';
import { admitTrustedDevice, trustedDeviceSucceeded } from './trusted-device.ts';
import { attachGuestOrders } from './verified-email.ts';
import type { SessionUserRow } from './sessions.ts';
import {
  findTakenFields,
  findUserByLogin,
  insertUser,
  setPasswordHash,
  toSessionUser,
  type UserRow,
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

export type SignedIn = { user: SessionUser; device: DeviceCookie };

/**
 * Checks a sign-in. `device` is the request's device cookie, already checked as the shop's: when it
 * names the account the typed name names, the attempt takes the trusted lane (trusted-device.ts).
 * Answers the session and the device cookie to set: the same one renewed, or a new one.
 */
export async function login(
  { db, config }: Deps,
  body: LoginBody,
  ip: string,
  device?: DeviceCookie,
): Promise<SignedIn> {
  // A busy queue turns the attempt away before anything is looked up or counted: not a guess.
  // Only a request carrying a cookie the shop signed is looked up first, to find its lane. The
  // place held in the queue (HashingQueue.reserve) keeps a flood from reaching the database.
  let place = device ? undefined : passwordHashing.reserve();
  try {
    const user = await findUserByLogin(db, body.username);
    const ownDevice = device && user?.id === device.userId ? device : undefined;
    // The cookie's lane is asked before its attempt is counted: a full lane counts nothing.
    if (ownDevice) place = trustedDeviceHashing.reserve();
    const trusted = ownDevice !== undefined && (await admitTrustedDevice({ db, config }, ownDevice));
    const lane = trusted ? trustedDeviceHashing : passwordHashing;
    if (place?.queue !== lane) {
      place?.release();
      place = lane.reserve();
    }
    const admission = trusted
      ? undefined
      : await admitSignIn({ db, config }, signInSubject(body.username, user), ip);
    // A name that names nobody is checked against a hash no password matches, in the same queue
    // and at the same cost: its answer, its time and a busy queue's 429 are a real account's.
    const ok = await verifyPassword(body.password, user?.passwordHash ?? unmatchableHash(), lane, place);
    if (!user || !ok) throw unauthorized(messages.auth.invalidCredentials);
    return await signedIn({ db, config }, user, body.password, lane, admission ?? ownDevice!);
  } finally {
    place?.release();
  }
}

/** The right password: limits cleared, an old hash replaced, a session and the device cookie. */
async function signedIn(
  { db, config }: Deps,
  user: UserRow,
  password: string,
  lane: HashingQueue,
  cleared: Admission | DeviceCookie,
): Promise<SignedIn> {
  const trusted = 'nonce' in cleared;
  if (trusted) await trustedDeviceSucceeded(db, cleared);
  else await signInSucceeded({ db }, cleared);
  // A hash from before today's cost is replaced now, while the password is at hand.
  if (needsRehash(user.passwordHash))
    await setPasswordHash(db, user.id, await hashPassword(password, undefined, lane));
  // Guest orders with a verified e-mail made since the last sign-in join the account's history.
  await attachGuestOrders(db, user.id);
  const { token } = await createSession(db, user.id, config.SESSION_TTL_DAYS);
  // A trusted cookie keeps its nonce (its failure count is its own); any other sign-in gets a new one.
  return { user: toSessionUser(user, token), device: trusted ? cleared : newDevice(user.id) };
}

/** Signs this device out: its session row goes, so its token opens nothing any more. */
export async function logout(db: Database, user: SessionUserRow): Promise<void> {
  await revokeSession(db, user.sessionId);
}

/** The signed-in user as `GET /auth/me` answers: the session user without its token (the caller holds it). */
export function whoAmI(user: SessionUserRow): Omit<SessionUser, 'token'> {
  const { token: _token, ...me } = toSessionUser(user, '');
  return me;
}
