import { AuthShell } from '../../features/auth/components/auth-shell';
import { signedOutOnly } from '../../features/auth/signed-out-only';
import { SignInForm } from '../../features/auth/components/sign-in-form';

export const loader = signedOutOnly;

export function Component() {
  return (
    <AuthShell title="Welcome back" intro="Sign in to see your orders and saved items.">
      <SignInForm />
    </AuthShell>
  );
}
