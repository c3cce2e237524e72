import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LoginBodySchema } from '@shop/shared/auth/auth-schemas';
import { messages } from '@shop/shared/messages';
import { checkFields } from '../../../components/form/field-errors';
import { refuse, refused } from '../../../components/form/form-outcome';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { logIn } from '../api/log-in';
import { syncShadeAtSignIn } from '../../../domain/shade/save-my-shade';
import { useAppStores } from '../../../lib/store/app-stores';
import { homePathFor } from '../home-path';

export function SignInForm() {
  const session = useAppStores().session;
  const navigate = useNavigate();
  const { errors, busy, onSubmit } = useFormSubmit(async (values) => {
    const checked = checkFields(LoginBodySchema, values);
    if (!checked.ok) return refuse(messages.auth.enterDetails, checked.errors);
    try {
      const user = await logIn(checked.data);
      session.signIn(user);
      // A shade found as a guest goes to the account (decision 57).
      void syncShadeAtSignIn();
      toast.success(messages.auth.welcome(user.first_name, user.last_name));
      void navigate(homePathFor(user.role), { replace: true });
    } catch (error) {
      // A failed login removes the stored token and roles.
      session.signOut();
      return refused(error, messages.auth.loginFailed);
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label="Username"
        name="username"
        shape="pill"
        autoComplete="username"
        placeholder="Username or email"
        error={errors.username}
      />
      <PasswordField
        label="Password"
        name="password"
        shape="pill"
        autoComplete="current-password"
        placeholder="Password"
        error={errors.password}
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
