import { AuthShell } from '../../features/auth/components/auth-shell';
import { signedOutOnly } from '../../features/auth/signed-out-only';
import { SignUpForm } from '../../features/auth/components/sign-up-form';

export const loader = signedOutOnly;

export function Component() {
  return (
    <AuthShell title="Create your account" intro="Track your orders and keep the products you love.">
      <SignUpForm />
    </AuthShell>
  );
}
