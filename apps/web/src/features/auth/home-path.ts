import { isAdminRole } from '@shop/shared/auth/session-user';

/** A user whose role is user goes to /dashboard, anyone else to /admin. */
export const homePathFor = (role: string) => (isAdminRole(role) ? '/admin' : '/dashboard');
