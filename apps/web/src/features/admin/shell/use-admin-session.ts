import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages } from '@shop/shared/messages';
import { readStorage, storageKeys } from '../../../lib/storage';
import { useSessionExpiry } from '../../../lib/session/use-session-expiry';

/**
 * An admin call without a token says 'Please login first'; a 401 clears the session (token and
 * admin flag) and says 'Session expired. Please login again.'; both go to /signin.
 */
export function useAdminSession() {
  const navigate = useNavigate();
  const handleExpired = useSessionExpiry(messages.admin.sessionExpired);

  const hasToken = useCallback(() => {
    if (readStorage(storageKeys.token)) return true;
    toast.error(messages.admin.loginFirst);
    void navigate('/signin', { replace: true });
    return false;
  }, [navigate]);

  return { hasToken, handleExpired };
}
