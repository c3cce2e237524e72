import { randomBytes, randomInt } from 'node:crypto';
import { RESET_CODE_MINUTES, RESET_MAX_ATTEMPTS } from '@shop/shared/auth/reset-schemas';
import { messages } from '@shop/shared/messages';
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from '../../http-error.ts';
import { passwordHashing } from '../auth/hashing-queue.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { revokeUserSessions } from '../auth/sessions.repository.ts';
import { hashToken } from '../auth/sessions.ts';
import { findUserByEmail, setPasswordHash } from '../auth/accounts.repository.ts';
import { consumeLimit, HOUR, MINUTE } from '../rate-limit/rate-limit.ts';
import { countAttempt, forgetKey, readCounter } from '../rate-limit/rate-limit.repository.ts';
import {
  consumeResetToken,
  findOpenCode,
  markVerified,
  endPendingCodes,
  insertCode,
  isLiveResetToken,
  NO_USER,
  takeAttempt,
} from './password-reset.repository.ts';
import { resetCodeMail } from './reset-mail.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';

type App = Pick<FastifyInstance, 'db' | 'config' | 'log'>;
const TTL = RESET_CODE_MINUTES * MINUTE;
// Wrong codes are also counted per typed address, known or not, so after 5 every address gets the
// same "request a new code" answer and it still tells nobody which addresses have accounts.
const wrongCodesKey = (email: string) => `reset-wrong:${email.toLowerCase()}`;

/**
 * Each step of a reset (sending a code, checking one, setting the password), counted per address
 * whatever the e-mails (`RATE_RESET_PER_IP`): one address cannot make the shop hash codes for
 * thousands of addresses. Counted first, before anything about the e-mail is looked up.
 */
async function countAddress(app: App, step: 'send' | 'verify' | 'reset', ip: string) {
  const max = app.config.RATE_RESET_PER_IP;
  await consumeLimit(app.db, { key: `reset-ip:${step}:${ip}`, max, windowMs: 15 * MINUTE });
}

/**
 * Records a code and its e-mail (in the outbox, one transaction) when the address has an account.
 * The caller answers the same either way, the limit counts per typed address, and both paths do
 * the same slow work (a code hashed, a transaction) with no mail sent inside the request, so
 * neither the answer nor its time tells anyone which addresses have accounts.
 */
export async function sendResetCode(app: App, email: string, ip: string): Promise<void> {
  // Each step may hash: a busy queue turns it away first, before anything is counted or looked up.
  passwordHashing.refuseWhenFull();
  await countAddress(app, 'send', ip);
  const key = `reset-email:${email.toLowerCase()}`;
  await consumeLimit(app.db, { key, max: app.config.RATE_RESET_PER_EMAIL, windowMs: HOUR });
  await forgetKey(app.db, wrongCodesKey(email));
  const user = await findUserByEmail(app.db, email);
  // The code is stored as a slow scrypt hash: 10^6 codes are too few for a fast hash to hide.
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const codeHash = await hashPassword(code);
  await app.db.transaction(async (tx) => {
    await endPendingCodes(tx, user?.id ?? NO_USER);
    if (!user) return;
    await insertCode(tx, user.id, codeHash, new Date(Date.now() + TTL));
    await enqueueMail(tx, resetCodeMail(user.email, user.firstName, code, app.config.SHOP_NAME));
  });
}

/**
 * A right code buys a short-lived reset token. Unknown e-mails, expired and used codes all answer
 * 'Wrong OTP', and 5 wrong codes for any address a 429, so this call cannot tell who has an account.
 */
export async function verifyResetCode(app: App, email: string, code: string, ip: string): Promise<string> {
  passwordHashing.refuseWhenFull();
  await countAddress(app, 'verify', ip);
  const key = wrongCodesKey(email);
  if (((await readCounter(app.db, key))?.count ?? 0) >= RESET_MAX_ATTEMPTS) {
    throw new HttpError(429, messages.auth.tooManyCodes, {}, Math.ceil(TTL / 1000));
  }
  const wrong = async () => {
    await countAttempt(app.db, key, TTL);
    return badRequest(messages.auth.wrongOtp, 'code');
  };
  const user = await findUserByEmail(app.db, email);
  const open = user && (await findOpenCode(app.db, user.id));
  if (!open) throw await wrong();
  if (!(await takeAttempt(app.db, open.id, RESET_MAX_ATTEMPTS))) throw await wrong();
  if (!(await verifyPassword(code, open.codeHash))) throw await wrong();
  const resetToken = randomBytes(32).toString('base64url');
  if (!(await markVerified(app.db, open.id, hashToken(resetToken), new Date(Date.now() + TTL))))
    throw await wrong();
  return resetToken;
}

/**
 * Sets the password once per token and signs the user out everywhere. The token is checked before
 * the new password is hashed, so a wrong or spent token costs a lookup, not a scrypt.
 */
export async function resetPassword(app: App, resetToken: string, newPassword: string, ip: string) {
  passwordHashing.refuseWhenFull();
  await countAddress(app, 'reset', ip);
  const tokenHash = hashToken(resetToken);
  const expired = () => badRequest(messages.auth.resetSessionExpired, 'resetToken');
  if (!(await isLiveResetToken(app.db, tokenHash))) throw expired();
  const passwordHash = await hashPassword(newPassword);
  await app.db.transaction(async (tx) => {
    // Used once: a second request with the same token, hashed meanwhile, finds it spent here.
    const userId = await consumeResetToken(tx, tokenHash);
    if (!userId) throw expired();
    await setPasswordHash(tx, userId, passwordHash);
    await revokeUserSessions(tx, userId);
  });
}
