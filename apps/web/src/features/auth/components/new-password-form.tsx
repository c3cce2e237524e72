import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PASSWORD_MIN, authRules } from '@shop/shared/auth/auth-schemas';
import { messages } from '@shop/shared/messages';
import { resetPassword } from '../api/reset-calls';
import { resetFlow } from '../reset-flow';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';

export function NewPasswordForm() {
  const navigate = useNavigate();
  const [token] = useState(resetFlow.token);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < PASSWORD_MIN) return void toast.error(authRules.passwordTooShort);
    if (password !== confirm) return void toast.error(messages.auth.passwordsMismatch);
    if (!token) return void toast.error(messages.auth.resetSessionEnded);
    setBusy(true);
    try {
      await resetPassword(token, password);
      resetFlow.clear();
      void navigate('/success', { replace: true });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <PasswordField
        label="New password"
        placeholder="New password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <PasswordField
        label="Confirm password"
        placeholder="Confirm password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
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
