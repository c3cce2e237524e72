import { redirect } from 'react-router';
import { homePathFor } from '../../features/auth/home-path';
import { readSessionUser } from '../../lib/session/session-store';
import { renderingOnServer, VISITOR_UNKNOWN } from '../../lib/session/visitor-unknown';

/**
 * Sign-in's loader (sign-up's too): a signed-in visitor goes where a login would take them. The
 * server cannot tell (lib/session/visitor-unknown.ts): it renders the form, and the browser runs
 * this again once the page has hydrated.
 */
export function loader() {
  if (renderingOnServer()) return VISITOR_UNKNOWN;
  const user = readSessionUser();
  if (user) throw redirect(homePathFor(user.role));
  return null;
}
