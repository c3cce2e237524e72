import { redirect } from 'react-router';
import { homePathFor } from '../../features/auth/home-path';
import { readSessionUser } from '../../lib/session/auth-slice';

/** Sign-in's loader (sign-up's too): a signed-in visitor goes where a login would take them. */
export function loader() {
  const user = readSessionUser();
  if (user) throw redirect(homePathFor(user.role));
  return null;
}
