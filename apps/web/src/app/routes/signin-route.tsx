import { useVisitorUnknown } from '../../lib/session/visitor-unknown';
import { AuthShell } from '../../features/auth/components/auth-shell';
import { SignInForm } from '../../features/auth/components/sign-in-form';

export function Component() {
  // Rendered on the server for anyone: a signed-in visitor is sent on once in the browser.
  useVisitorUnknown();
  return (
    <AuthShell title="Welcome back" intro="Sign in to see your orders and saved items.">
      <SignInForm />
    </AuthShell>
  );
}
