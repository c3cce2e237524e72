import { useEffect, type ReactNode } from 'react';
import { ApiError } from '../api-client';
import { useSessionExpiry } from './use-session-expiry';

const ended = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * For a failed read of the user's data: a 401 means the session ended on the server, so the
 * shopper is signed out and sent to sign in (and nothing is shown); any other failure shows
 * `children`, the page's own error state.
 */
export function UnlessSessionEnded({ error, children }: { error: unknown; children?: ReactNode }) {
  const onExpired = useSessionExpiry();
  const isEnded = ended(error);
  useEffect(() => {
    if (isEnded) onExpired(error);
  }, [isEnded, error, onExpired]);
  return isEnded ? null : children;
}
