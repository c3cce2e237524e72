import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages } from '@shop/shared/messages';
import { ApiError } from '../../lib/api-client';
import { readStorage, storageKeys } from '../../lib/storage';
import { signedOut } from '../../lib/session/auth-slice';
import { useDispatch } from 'react-redux';

/**
 * An admin call without a token says 'Please login first'; a 401 clears the
 * session (token and admin flag) and says 'Session expired. Please login again.'; both go to /signin.
 */
export function useAdminSession() {
  const dispatch = useDispatch();
  const navigate = useNavigate();

  const hasToken = useCallback(() => {
    if (readStorage(storageKeys.token)) return true;
    toast.error(messages.admin.loginFirst);
    void navigate('/signin', { replace: true });
    return false;
  }, [navigate]);

  const handleExpired = useCallback(
    (error: unknown, toastId?: string | number) => {
      if (!(error instanceof ApiError) || error.status !== 401) return false;
      dispatch(signedOut());
      toast.error(messages.admin.sessionExpired, { id: toastId });
      void navigate('/signin', { replace: true });
      return true;
    },
    [dispatch, navigate],
  );

  return { hasToken, handleExpired };
}
