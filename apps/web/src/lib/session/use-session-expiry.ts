import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages } from '@shop/shared/messages';
import { ApiError } from '../api-client';
import { signedOut } from './auth-slice';

/**
 * A 401 on a stored session means the server no longer knows it (logged out elsewhere, password
 * changed, account deleted): forget it here too and go to sign-in. Returns whether it handled one.
 */
export function useSessionExpiry() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 401) return false;
      dispatch(signedOut());
      toast.error(messages.auth.sessionEnded);
      void navigate('/signin', { replace: true });
      return true;
    },
    [dispatch, navigate],
  );
}
