import { useCallback } from 'react';
import { can, type Permission } from '@shop/shared/auth/staff-roles';
import { useSessionUser } from '../../../lib/session/use-session-user';

/**
 * Whether the signed-in staff member's role allows something, for showing only the buttons it may
 * use (decision 0036). The server checks every call again; this only spares a refused click.
 */
export function useCan() {
  const role = useSessionUser()?.role;
  return useCallback((permission: Permission) => can(role, permission), [role]);
}
