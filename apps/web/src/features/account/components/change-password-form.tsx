import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { PASSWORD_MIN, authRules } from '@shop/shared/auth/auth-schemas';
import { messages } from '@shop/shared/messages';
import { ApiError } from '../../../lib/api-client';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useSessionExpiry } from '../../../lib/session/use-session-expiry';
import { updatePassword } from '../api/account-calls';

const EMPTY = { current: '', next: '', confirm: '' };

export function ChangePasswordForm() {
  const [fields, setFields] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const onExpired = useSessionExpiry();
  const bind = (name: keyof typeof EMPTY) => ({
    value: fields[name],
    onChange: (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!fields.current || !fields.next) return void toast.error(messages.auth.bothPasswordsRequired);
    if (fields.next !== fields.confirm) return void toast.error(messages.auth.newPasswordsMismatch);
    if (fields.next.length < PASSWORD_MIN) return void toast.error(authRules.passwordTooShort);
    setBusy(true);
    try {
      const { message } = await updatePassword(fields.current, fields.next);
      toast.success(message || messages.auth.passwordUpdated);
      setFields(EMPTY);
    } catch (error) {
      if (!onExpired(error)) {
        toast.error(
          error instanceof ApiError && error.message ? error.message : messages.auth.passwordUpdateFailed,
        );
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="change-password-heading"
      className="flex flex-col gap-5"
    >
      <h2 id="change-password-heading" className="font-display text-2xl">
        Change password
      </h2>
      <PasswordField label="Current password" autoComplete="current-password" {...bind('current')} />
      <PasswordField label="New password" autoComplete="new-password" {...bind('next')} />
      <PasswordField label="Confirm new password" autoComplete="new-password" {...bind('confirm')} />
      <div className="sm:max-w-xs">
        <SubmitButton busy={busy}>Update password</SubmitButton>
      </div>
    </form>
  );
}
