import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { RegisterBodySchema, type RegisterBody } from '@shop/shared/auth/auth-schemas';
import { messages } from '@shop/shared/messages';
import { checkFields, type FieldErrors } from '../../../components/form/field-errors';
import { refuse, refused, refuseFields } from '../../../components/form/form-outcome';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useFormSubmit, type FormValues } from '../../../components/form/use-form-submit';
import { registerAccount } from '../api/register-account';
import { syncShadeAtSignIn } from '../../../domain/shade/save-my-shade';
import { useAppStores } from '../../../lib/store/app-stores';
import { homePathFor } from '../home-path';

const FIELDS = ['first_name', 'last_name', 'username', 'email', 'password', 'confirm'] as const;

/** The page's checks in their order: every field filled, the two passwords equal, the server's rules. */
function check(values: FormValues): { body: RegisterBody } | { errors: FieldErrors } {
  const checked = checkFields(RegisterBodySchema, values);
  const empty: FieldErrors = {};
  for (const name of FIELDS) if (!values[name]?.trim()) empty[name] = messages.auth.fillAllDetails;
  if (Object.keys(empty).length > 0)
    return {
      errors: refuse(messages.auth.fillAllDetails, { ...(checked.ok ? {} : checked.errors), ...empty }),
    };
  if (values.password !== values.confirm)
    return { errors: refuse(messages.auth.passwordsMismatch, { confirm: messages.auth.passwordsMismatch }) };
  if (!checked.ok)
    return {
      errors: refuseFields(checked.errors, messages.auth.fillAllDetails),
    };
  return { body: checked.data };
}

export function SignUpForm() {
  const session = useAppStores().session;
  const navigate = useNavigate();
  const { errors, busy, onSubmit } = useFormSubmit(async (values) => {
    const checked = check(values);
    if ('errors' in checked) return checked.errors;
    try {
      const user = await registerAccount(checked.body);
      session.signIn(user);
      // A shade found as a guest goes to the account (decision 57).
      void syncShadeAtSignIn();
      toast.success(messages.auth.welcome(user.first_name, user.last_name));
      void navigate(homePathFor(user.role), { replace: true });
    } catch (error) {
      // The server names the field it refused (a username or e-mail address already taken).
      return refused(error, messages.somethingWentWrong);
    }
  });
  const field = (name: (typeof FIELDS)[number]) => ({ name, shape: 'pill' as const, error: errors[name] });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" {...field('last_name')} />
      </div>
      <TextField label="Username" autoComplete="username" {...field('username')} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters."
        {...field('password')}
      />
      <PasswordField label="Confirm password" autoComplete="new-password" {...field('confirm')} />
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
