import { useNavigate } from 'react-router';
import { logOut } from './log-out';
import { leaveAndSignOut } from './sign-out-on-arrival';

/** Ends the session on the server (best effort: offline, the local sign-out still happens), then /. */
export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    await logOut().catch(() => undefined);
    await leaveAndSignOut(navigate);
  };
}
