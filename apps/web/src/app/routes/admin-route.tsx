import { Navigate } from 'react-router';
import { isAdminRole } from '@shop/shared/auth/session-user';
import { useAuthState } from '../../lib/store/app-stores';
import { AdminPage } from '../../features/admin/shell/admin-page';

/** /admin: a visitor goes to /signin, a signed-in customer to /dashboard; admins see the panel. */
export function Component() {
  const user = useAuthState((a) => a.user);
  if (!user) return <Navigate to="/signin" replace />;
  if (!isAdminRole(user.role)) return <Navigate to="/dashboard" replace />;
  return <AdminPage />;
}
