import { useVisitorUnknown } from '../../lib/session/visitor-unknown';
import { AuthShell } from '../../features/auth/components/auth-shell';
import { SignUpForm } from '../../features/auth/components/sign-up-form';

export function Component() {
  // Rendered on the server for anyone: a signed-in visitor is sent on once in the browser.
  useVisitorUnknown();
  return (
    <AuthShell title="Create your account" intro="Track your orders and keep the products you love.">
      <SignUpForm />
    </AuthShell>
  );
}
