import { z } from 'zod';

/** The signed-in user as the page keeps it (spec section 3, User (session)). */
export const SessionUserSchema = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.string(),
  token: z.string(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** The spec: role `user` is a customer; any other role counts as admin. */
export const isAdminRole = (role: string | undefined | null) => !!role && role !== 'user';

const SESSION_FIELDS = ['_id', 'first_name', 'last_name', 'email', 'username', 'role', 'token'] as const;

/** A zod-free check for the page's first bundle: a stored user with every field a string. */
export function isSessionUser(value: unknown): value is SessionUser {
  return (
    typeof value === 'object' &&
    value !== null &&
    SESSION_FIELDS.every((f) => typeof (value as Record<string, unknown>)[f] === 'string')
  );
}
