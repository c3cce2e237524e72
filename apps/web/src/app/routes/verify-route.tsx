import { Link } from 'react-router';
import { AuthShell } from '../../features/auth/components/auth-shell';
import { VerifyForm } from '../../features/auth/components/verify-form';
import { shopConfig } from '../../lib/shop-config';

export function Component() {
  return (
    <AuthShell
      title="OTP Verification"
      intro="Enter the verification code we just sent to your email"
      art={
        <Link to="/signup" className="font-display text-2xl font-semibold text-rose-dark">
          {shopConfig.shopName}
        </Link>
      }
    >
      <VerifyForm />
    </AuthShell>
  );
}
