import { z } from 'zod';
import type { SessionUser } from './session-user.ts';

export const SessionUserSchema = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.string(),
  token: z.string(),
}) satisfies z.ZodType<SessionUser>;
