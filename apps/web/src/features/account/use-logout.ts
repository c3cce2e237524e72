import { useNavigate } from 'react-router';
import { logout } from '../auth/api/auth-calls';
import { leaveAndSignOut } from '../auth/sign-out-on-arrival';

/** Ends the session on the server (best effort: offline, the local sign-out still happens), then /. */
export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    await logout().catch(() => undefined);
    await leaveAndSignOut(navigate);
  };
}
