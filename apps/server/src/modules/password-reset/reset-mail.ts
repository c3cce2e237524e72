import { messages } from '@shop/shared/messages';
import { RESET_CODE_MINUTES } from '@shop/shared/auth/reset-schemas';
import type { QueuedMail } from '../mail/outbox.repository.ts';

export function resetCodeMail(to: string, firstName: string, code: string, shopName: string): QueuedMail {
  const text =
    `Hello ${firstName},\n\n` +
    `Your ${shopName} password reset code is ${code}\n\n` +
    `It works once and expires in ${RESET_CODE_MINUTES} minutes. ` +
    `If you did not ask to reset your password, ignore this e-mail: your password stays the same.\n\n` +
    `${shopName}\n`;
  return { kind: 'reset-code', to, subject: messages.auth.resetSubject(shopName), text };
}
