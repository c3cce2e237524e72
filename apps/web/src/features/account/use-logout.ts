import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { logout } from '../auth/api/auth-calls';
import { signedOut } from '../auth/auth-slice';

/** Ends the session on the server (best effort: offline, the local sign-out still happens), then /. */
export function useLogout() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return async () => {
    // Leave the dashboard first: its pending calls would read the revoked session's 401 as an
    // expired session, and its guard would send a signed-out visitor to /signin.
    await navigate('/', { replace: true });
    await logout().catch(() => undefined);
    dispatch(signedOut());
  };
}
