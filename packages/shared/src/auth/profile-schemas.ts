import { z } from 'zod';
import { isNigerianPhone } from '../checkout/contact-rules.ts';
import { messages } from '../messages.ts';
import { authRules, EmailSchema } from './auth-schemas.ts';

// The account tab's own details: names, phone and e-mail. A new e-mail needs the current password
// (whoever holds an open session could otherwise take the account over by its reset mails).

const name = z.string().trim().min(1, authRules.fillAll).max(60);

export const ProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** Empty when never given. */
  phone: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const UpdateProfileBodySchema = z.object({
  first_name: name,
  last_name: name,
  email: EmailSchema,
  /** Empty clears it. */
  phone: z
    .string()
    .trim()
    .max(30, messages.auth.invalidPhone)
    .refine((v) => v === '' || isNigerianPhone(v), messages.auth.invalidPhone)
    .optional(),
  /** Needed only when the e-mail changes. */
  currentPassword: z.string().max(200).optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

export const UpdateProfileResponseSchema = z.object({ message: z.string(), profile: ProfileSchema });
