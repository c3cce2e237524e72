import { AuthShell } from '../../features/auth/components/auth-shell';
import { SignInForm } from '../../features/auth/components/sign-in-form';

export function Component() {
  return (
    <AuthShell title="Welcome back" intro="Sign in to see your orders and saved items.">
      <SignInForm />
    </AuthShell>
  );
}
