import type { Profile, UpdateProfileBody } from '@shop/shared/auth/profile-schemas';
import { messages } from '@shop/shared/messages';
import type { Database } from '../../db/client.ts';
import { badRequest, HttpError, unauthorized } from '../../http-error.ts';
import { findUserByEmail, findUserById } from './accounts.repository.ts';
import { verifyPassword } from './password.ts';
import { setProfile, toProfile } from './profile.repository.ts';
import type { SessionUserRow } from './sessions.ts';

const emailTaken = () => new HttpError(409, messages.auth.emailTaken, { field: 'email' });

/** PostgreSQL's unique violation, as node-postgres or PGlite reports it (drizzle may wrap it). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function readProfile(db: Database, user: SessionUserRow): Promise<Profile> {
  const row = await findUserById(db, user.id);
  if (!row) throw unauthorized(messages.auth.unauthenticated);
  return toProfile(row);
}

/**
 * Names and phone change freely. A new e-mail (compared without case) needs the current password:
 * missing or wrong is a 400 (wrong: the same answer as update-password's for the same mistake);
 * one another account uses is a 409. Every session stays signed in.
 */
export async function updateProfile(
  db: Database,
  user: SessionUserRow,
  body: UpdateProfileBody,
): Promise<Profile> {
  const row = await findUserById(db, user.id);
  if (!row) throw unauthorized(messages.auth.unauthenticated);
  const emailChanges = body.email.toLowerCase() !== row.email.toLowerCase();
  if (emailChanges) {
    if (!body.currentPassword) throw badRequest(messages.auth.passwordForEmail, 'currentPassword');
    if (!(await verifyPassword(body.currentPassword, row.passwordHash)))
      throw badRequest(messages.auth.wrongCurrentPassword, 'currentPassword');
    const holder = await findUserByEmail(db, body.email);
    if (holder && holder.id !== user.id) throw emailTaken();
  }
  const phone = body.phone === undefined ? row.phone : body.phone || null;
  try {
    const saved = await setProfile(db, user.id, {
      firstName: body.first_name,
      lastName: body.last_name,
      // A change of case alone is kept as typed: the account is the same.
      email: body.email,
      phone,
    });
    return toProfile(saved);
  } catch (error) {
    // Two accounts taking one address at once: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
