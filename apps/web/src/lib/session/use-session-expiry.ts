import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { sessionMessages } from '@shop/shared/auth/session-messages';
import { ApiError } from '../api-client';
import { useAppStores } from '../store/app-stores';

/**
 * A 401 on a stored session means the server no longer knows it (logged out elsewhere, password
 * changed, account deleted): forget it here too, say `message` (the admin's words are the product description's
 * own) and go to sign-in. The returned handler says whether it handled one; `toastId` is a loading
 * toast it replaces.
 */
export function useSessionExpiry(message: string = sessionMessages.sessionEnded) {
  const session = useAppStores().session;
  const navigate = useNavigate();
  return useCallback(
    (error: unknown, toastId?: string | number) => {
      if (!(error instanceof ApiError) || error.status !== 401) return false;
      session.signOut();
      if (toastId === undefined) toast.error(message);
      else toast.error(message, { id: toastId });
      void navigate('/signin', { replace: true });
      return true;
    },
    [session, navigate, message],
  );
}
