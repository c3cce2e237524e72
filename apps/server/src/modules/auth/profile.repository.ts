import { eq } from 'drizzle-orm';
import type { Profile } from '@shop/shared/auth/profile-schemas';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UserRow } from './accounts.repository.ts';

export const toProfile = (u: Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'phone'>): Profile => ({
  first_name: u.firstName,
  last_name: u.lastName,
  email: u.email,
  phone: u.phone ?? '',
});

export async function setProfile(
  db: DbOrTx,
  id: string,
  values: Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'phone'>,
): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}
