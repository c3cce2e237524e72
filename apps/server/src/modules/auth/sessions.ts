import { createHash } from 'node:crypto';

// A session token is 32 random bytes shown to the client once; the database keeps its SHA-256,
// so reading the table signs nobody in, and deleting a row signs that device out.

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The signed-in user as the server's handlers read it (from the session's row and its user's). */
export type SessionUserRow = {
  sessionId: string;
  id: string;
  role: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
};
