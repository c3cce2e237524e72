import { useNavigate } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { messages } from '@shop/shared/messages';
import { AuthShell } from '../../features/auth/components/auth-shell';
import { buttonStyles } from '../../components/ui/button-styles';

export function Component() {
  const navigate = useNavigate();
  return (
    <AuthShell
      title="Awesome"
      intro={messages.auth.passwordChanged}
      art={<CircleCheck aria-hidden="true" className="size-20 text-leaf" strokeWidth={1.5} />}
    >
      {/* A button (not a link) that leads to sign-in. */}
      <button
        type="button"
        onClick={() => void navigate('/signin')}
        className={`${buttonStyles.primary} w-full`}
      >
        Continue
      </button>
    </AuthShell>
  );
}
