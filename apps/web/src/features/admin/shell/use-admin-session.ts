import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages } from '@shop/shared/messages';
import { readStorage, storageKeys } from '../../../lib/storage';

/**
 * An admin call without a token says 'Please login first' and goes to /signin (a 401 is the API
 * client's to answer: lib/session/session-ended.ts).
 */
export function useAdminSession() {
  const navigate = useNavigate();

  const hasToken = useCallback(() => {
    if (readStorage(storageKeys.token)) return true;
    toast.error(messages.admin.loginFirst);
    void navigate('/signin', { replace: true });
    return false;
  }, [navigate]);

  return { hasToken };
}
