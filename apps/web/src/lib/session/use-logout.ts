import { useNavigate } from 'react-router';
import type { MessageResponse } from '@shop/shared/auth/auth-schemas';
import { api } from '../api-client';
import { leaveAndSignOut } from './sign-out-on-arrival';

const logout = () => api<MessageResponse>('/auth/logout', { method: 'POST' });

/** Ends the session on the server (best effort: offline, the local sign-out still happens), then /. */
export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    await logout().catch(() => undefined);
    await leaveAndSignOut(navigate);
  };
}
