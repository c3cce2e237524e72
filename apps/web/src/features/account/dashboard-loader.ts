import { redirect } from 'react-router';
import { readSessionUser } from '../../lib/session/auth-slice';
import { loadSaved } from '../../lib/saved/saved-store';
import { handled } from '../../lib/handled';
import { getMe } from './api/get-me';
import { getMyOrders } from './api/get-my-orders';

/** A saved list read this long ago (by the layout, on the same page load) is still shown as is. */
const SAVED_MAX_AGE_MS = 5000;

export type DashboardData = ReturnType<typeof loadDashboard>;

/**
 * /dashboard's loader: a visitor with no user goes to /signin; for a user it starts, together
 * with the page's code, the session check and both lists, so switching tabs waits for nothing.
 * Nothing is awaited: the tabs show their own loading and error states.
 */
export function loadDashboard() {
  const user = readSessionUser();
  if (!user) throw redirect('/signin');
  return {
    me: handled(getMe()),
    orders: handled(getMyOrders(user._id)),
    saved: handled(loadSaved(user._id, { maxAgeMs: SAVED_MAX_AGE_MS })),
  };
}
