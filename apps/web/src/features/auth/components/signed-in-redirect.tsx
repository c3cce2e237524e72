import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { homePathFor } from '../home-path';
import { useSessionUser } from '../../../lib/session/use-session-user';

/** A signed-in visitor to sign-in or sign-up goes where a login would take them. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  return user ? <Navigate to={homePathFor(user.role)} replace /> : children;
}
