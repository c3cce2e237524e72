import { AuthShell } from '../../features/auth/components/auth-shell';
import { ForgotForm } from '../../features/auth/components/forgot-form';
import { ForgotIllustration } from '../../features/auth/components/forgot-illustration';

export function Component() {
  return (
    <AuthShell
      title="Forgot Password"
      intro="Enter your email address to reset your password."
      art={<ForgotIllustration />}
    >
      <ForgotForm />
    </AuthShell>
  );
}
