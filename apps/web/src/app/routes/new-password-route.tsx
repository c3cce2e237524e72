import { AuthShell } from '../../features/auth/components/auth-shell';
import { NewPasswordForm } from '../../features/auth/components/new-password-form';

export function Component() {
  return (
    <AuthShell title="Create New Password" intro="Your new password must be unique and different">
      <NewPasswordForm />
    </AuthShell>
  );
}
