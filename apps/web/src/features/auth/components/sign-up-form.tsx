import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { RegisterBodySchema } from '@shop/shared/auth/auth-schemas';
import { messages } from '@shop/shared/messages';
import { register } from '../api/auth-calls';
import { signedIn } from '../../../lib/session/auth-slice';
import { homePathFor } from '../home-path';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from './text-field';

const EMPTY = { first_name: '', last_name: '', username: '', email: '', password: '', confirm: '' };
type Fields = typeof EMPTY;

const errorText = (error: unknown) => {
  if (error instanceof Error && 'body' in error) {
    const body = (error as { body: { error?: unknown } }).body;
    if (typeof body.error === 'string') return body.error;
  }
  return error instanceof Error ? error.message : String(error);
};

export function SignUpForm() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [busy, setBusy] = useState(false);
  const bind = (name: keyof Fields) => ({
    name,
    value: fields[name],
    onChange: (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (Object.values(fields).some((v) => !v.trim())) return void toast.error(messages.auth.fillAllDetails);
    if (fields.password !== fields.confirm) return void toast.error(messages.auth.passwordsMismatch);
    // The server's own rules, checked here first so a typo is caught before the round trip.
    const parsed = RegisterBodySchema.safeParse(fields);
    if (!parsed.success)
      return void toast.error(parsed.error.issues[0]?.message ?? messages.auth.fillAllDetails);
    setBusy(true);
    try {
      const user = await register(parsed.data);
      dispatch(signedIn(user));
      toast.success(messages.auth.welcome(user.first_name, user.last_name));
      void navigate(homePathFor(user.role), { replace: true });
    } catch (error) {
      toast.error(errorText(error));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...bind('first_name')} />
        <TextField label="Last name" autoComplete="family-name" {...bind('last_name')} />
      </div>
      <TextField label="Username" autoComplete="username" {...bind('username')} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...bind('email')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters."
        {...bind('password')}
      />
      <PasswordField label="Confirm password" autoComplete="new-password" {...bind('confirm')} />
      <SubmitButton busy={busy}>register</SubmitButton>
      <p className="text-center text-sm text-plum/75">
        Already have an account?{' '}
        <Link to="/signin" className="font-semibold text-rose-dark hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
