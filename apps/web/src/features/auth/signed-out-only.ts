import { redirect } from 'react-router';
import { readSessionUser } from '../../lib/session/auth-slice';
import { homePathFor } from './home-path';

/** Loader of sign-in and sign-up: a signed-in visitor goes where a login would take them. */
export function signedOutOnly() {
  const user = readSessionUser();
  if (user) throw redirect(homePathFor(user.role));
  return null;
}
