import { AuthShell } from '../../features/auth/components/auth-shell';
import { SignUpForm } from '../../features/auth/components/sign-up-form';

export function Component() {
  return (
    <AuthShell title="Create your account" intro="Track your orders and keep the products you love.">
      <SignUpForm />
    </AuthShell>
  );
}
