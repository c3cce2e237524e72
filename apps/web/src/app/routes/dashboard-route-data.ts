import { redirect } from 'react-router';
import { getMe } from '../../features/account/api/get-me';
import { getMyOrders } from '../../features/account/api/get-my-orders';
import type { DashboardData } from '../../features/account/dashboard-data';
import { handled } from '../../lib/handled';
import { readSessionUser } from '../../lib/session/session-store';
import { renderingOnServer, VISITOR_UNKNOWN } from '../../lib/session/visitor-unknown';
import { loadSaved } from '../../lib/saved/saved-store';

/** A saved list read this long ago (by the layout, on the same page load) is still shown as is. */
const SAVED_MAX_AGE_MS = 5000;

/**
 * /dashboard's loader: a visitor with no user goes to /signin; for a user it starts, together
 * with the page's code, the session check and both lists. Nothing is awaited: the tabs show their
 * own loading and error states. On the server, which cannot see the session, the page is its
 * frame, and this runs again in the browser once it has hydrated (lib/session/visitor-unknown.ts).
 */
export function loader(): DashboardData | typeof VISITOR_UNKNOWN {
  if (renderingOnServer()) return VISITOR_UNKNOWN;
  const user = readSessionUser();
  if (!user) throw redirect('/signin');
  return {
    me: handled(getMe()),
    orders: handled(getMyOrders(user._id)),
    saved: handled(loadSaved(user._id, { maxAgeMs: SAVED_MAX_AGE_MS })),
  };
}
