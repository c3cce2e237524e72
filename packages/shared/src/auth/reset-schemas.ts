import { z } from 'zod';
import { EmailSchema, NewPasswordSchema } from './auth-schemas.ts';

// Password reset by e-mail code (forgot, OTP verification, new password).

export const OTP_LENGTH = 6;
/** How long a code, and then the reset token it buys, stays valid. */
export const RESET_CODE_MINUTES = 15;
export const RESET_MAX_ATTEMPTS = 5;
/** The page's wait before `resend code` can be pressed again; the server's hourly cap backs it. */
export const RESEND_COOLDOWN_SECONDS = 30;

export const ForgotBodySchema = z.object({ email: EmailSchema });

export const VerifyCodeBodySchema = z.object({
  email: EmailSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Your one-time password must be 6 characters.'),
});
export const VerifyCodeResponseSchema = z.object({ message: z.string(), resetToken: z.string() });

export const ResetPasswordBodySchema = z.object({
  resetToken: z.string().min(20).max(200),
  newPassword: NewPasswordSchema,
});
