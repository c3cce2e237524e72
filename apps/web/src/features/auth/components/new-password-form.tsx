import { Link, useNavigate } from 'react-router';
import { NewPasswordSchema, PASSWORD_MIN } from '@shop/shared/auth/auth-schemas';
import { messages } from '@shop/shared/messages';
import { refuse, refused } from '../../../components/form/form-outcome';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { resetPassword } from '../api/reset-password';
import { resetFlow } from '../reset-flow';
import { useBrowserValue } from '../../../lib/browser-value';

export function NewPasswordForm() {
  const navigate = useNavigate();
  // This tab's alone (sessionStorage): a page the server rendered hydrates without it (useBrowserValue).
  const token = useBrowserValue(resetFlow.token, null);
  const { errors, busy, onSubmit } = useFormSubmit(async ({ password = '', confirm = '' }) => {
    const checked = NewPasswordSchema.safeParse(password);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? messages.somethingWentWrong;
      return refuse(message, { password: message });
    }
    if (password !== confirm)
      return refuse(messages.auth.passwordsMismatch, { confirm: messages.auth.passwordsMismatch });
    if (!token) return refuse(messages.auth.resetSessionEnded, {});
    try {
      await resetPassword(token, password);
      resetFlow.clear();
      void navigate('/success', { replace: true });
    } catch (error) {
      return refused(error, messages.somethingWentWrong, { fields: { newPassword: 'password' } });
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <PasswordField
        label="New password"
        name="password"
        shape="pill"
        placeholder="New password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        error={errors.password}
      />
      <PasswordField
        label="Confirm password"
        name="confirm"
        shape="pill"
        placeholder="Confirm password"
        autoComplete="new-password"
        error={errors.confirm}
      />
      <SubmitButton busy={busy}>Reset password</SubmitButton>
      {!token && (
        <p className="text-center text-sm">
          No reset code checked in this window yet:{' '}
          <Link to="/forgot" className="font-semibold text-rose-dark underline">
            request a code
          </Link>{' '}
          first.
        </p>
      )}
    </form>
  );
}
