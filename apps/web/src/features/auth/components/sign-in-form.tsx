import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages } from '@shop/shared/messages';
import { login } from '../api/auth-calls';
import { signedIn, signedOut } from '../../../lib/session/auth-slice';
import { homePathFor } from '../home-path';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from './text-field';

export function SignInForm() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) return void toast.error(messages.auth.enterDetails);
    setBusy(true);
    try {
      const user = await login({ username: username.trim(), password });
      dispatch(signedIn(user));
      toast.success(messages.auth.welcome(user.first_name, user.last_name));
      void navigate(homePathFor(user.role), { replace: true });
    } catch (error) {
      // A failed login removes the stored token and roles.
      dispatch(signedOut());
      toast.error(error instanceof Error && error.message ? error.message : messages.auth.loginFailed);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        placeholder="Username or email"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        placeholder="Password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Link to="/forgot" className="-mt-2 self-end text-sm font-medium text-rose-dark hover:underline">
        Forgot password?
      </Link>
      <SubmitButton busy={busy}>login</SubmitButton>
      <p className="text-center text-sm text-plum/75">
        New to our shop?{' '}
        <Link to="/signup" className="font-semibold text-rose-dark hover:underline">
          Create an account
        </Link>
      </p>
    </form>
  );
}
