import { useEffect } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { useAppStores } from '../store/app-stores';

// Signing out on a guarded page (dashboard, admin) races its guard: the user becomes null while the
// page is still mounted, and the guard sends the shopper to /signin instead of /. So a deliberate
// sign-out travels with the navigation and happens on arrival, when the guarded page has gone.

const SIGN_OUT = { signOut: true } as const;

/** Leaves for `to` (the home page by default) and signs out once there. */
export function leaveAndSignOut(navigate: NavigateFunction, to = '/') {
  return navigate(to, { replace: true, state: SIGN_OUT });
}

/** Mounted once by the app layout: completes a sign-out that arrived with the navigation. */
export function useSignOutOnArrival() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useAppStores().session;
  const arrivedToSignOut = (location.state as typeof SIGN_OUT | null)?.signOut === true;
  useEffect(() => {
    if (!arrivedToSignOut) return;
    session.signOut();
    // Drop the state so a reload or Back does not sign out again.
    void navigate(location.pathname, { replace: true, state: null });
  }, [arrivedToSignOut, session, navigate, location.pathname]);
}
