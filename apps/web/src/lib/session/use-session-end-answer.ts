import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { sessionMessages } from '@shop/shared/auth/session-messages';
import { useAppStores } from '../store/app-stores';
import { answerSessionEnded } from './session-ended';

/**
 * Mounted once by the app layout: when the server no longer knows the stored session, it is
 * forgotten here too, the shopper is told (staff in the admin's own words) and sent to sign in.
 * Once: the calls refused beside the first find no one signed in and change nothing.
 */
export function useSessionEndAnswer() {
  const session = useAppStores().session;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const where = useRef(pathname);
  useEffect(() => {
    where.current = pathname;
  }, [pathname]);
  useEffect(
    () =>
      answerSessionEnded(() => {
        if (session.get().user === null) return;
        session.signOut();
        // A toast still saying "Saving…" (or an error about to be replaced) gives way to this one.
        toast.dismiss();
        toast.error(
          where.current.startsWith('/admin')
            ? sessionMessages.staffSessionExpired
            : sessionMessages.sessionEnded,
        );
        void navigate('/signin', { replace: true });
      }),
    [session, navigate],
  );
}
