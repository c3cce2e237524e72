import { z } from 'zod';
import { ErrorResponseSchema } from '../errors.ts';
import { SessionUserSchema } from './session-user-schema.ts';

// The /auth contract with its field rules, checked again by the server.

export const PASSWORD_MIN = 8;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;

export const authRules = {
  fillAll: 'Please Fill all Details',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordTooLong: 'Password must be at most 200 characters',
  invalidUsername: 'Username must be 3-30 letters, digits, dots, underscores or hyphens',
} as const;

const required = (max: number) => z.string().trim().min(1, authRules.fillAll).max(max);

export const EmailSchema = z
  .string()
  .trim()
  .min(1, authRules.fillAll)
  .max(254, authRules.invalidEmail)
  .pipe(z.email(authRules.invalidEmail));

export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, authRules.passwordTooShort)
  .max(200, authRules.passwordTooLong);

export const RegisterBodySchema = z.object({
  first_name: required(60),
  last_name: required(60),
  email: EmailSchema,
  password: NewPasswordSchema,
  username: z.string().trim().regex(USERNAME_PATTERN, authRules.invalidUsername),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** `username` takes the username or the e-mail address: shoppers forget which one they chose. */
export const LoginBodySchema = z.object({
  username: z.string().trim().min(1, 'Please Enter Details').max(254),
  password: z.string().min(1, 'Please Enter Details').max(200),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** Register and login both answer with the session user (the page's field names). */
export const AuthUserResponseSchema = SessionUserSchema;
export const MeResponseSchema = SessionUserSchema.omit({ token: true });

export const UpdatePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Both current and new passwords are required').max(200),
  newPassword: NewPasswordSchema,
});
export const UpdatePasswordResponseSchema = z.object({ success: z.boolean(), message: z.string() });
/** A wrong current password answers `success: false` too; field errors keep the usual shape. */
export const UpdatePasswordFailureSchema = ErrorResponseSchema.extend({
  success: z.literal(false).optional(),
});

export const DeleteAccountBodySchema = z.object({
  password: z.string().min(1, 'Please enter your password').max(200),
});

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
