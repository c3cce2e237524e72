import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { messages } from '@shop/shared/messages';
import { AuthShell } from '../../features/auth/components/auth-shell';
import { buttonStyles } from '../../components/ui/button-styles';

export function Component() {
  return (
    <AuthShell
      title="Awesome"
      intro={messages.auth.passwordChanged}
      art={<CircleCheck aria-hidden="true" className="size-20 text-leaf" strokeWidth={1.5} />}
    >
      <Link to="/signin" className={`${buttonStyles.primary} w-full`}>
        Continue
      </Link>
    </AuthShell>
  );
}
