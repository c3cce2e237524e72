// The signed-in user as the page keeps it. Plain TypeScript, no
// zod: the page's first bundle needs only this type and the checks below. The zod schema of the
// same shape, for the API, is in session-user-schema.ts.

export type SessionUser = {
  _id: string;
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  role: string;
  token: string;
};

/** Role `user` is a customer; any other role counts as admin. */
export const isAdminRole = (role: string | undefined | null) => !!role && role !== 'user';

const SESSION_FIELDS = ['_id', 'first_name', 'last_name', 'email', 'username', 'role', 'token'] as const;

/** A stored user with every field a string. */
export function isSessionUser(value: unknown): value is SessionUser {
  return (
    typeof value === 'object' &&
    value !== null &&
    SESSION_FIELDS.every((f) => typeof (value as Record<string, unknown>)[f] === 'string')
  );
}
