import { useLoaderData } from 'react-router';
import { Dashboard } from '../../features/account/components/dashboard';
import { isVisitorUnknown, useBrowserDataShown, useVisitorUnknown } from '../../lib/session/visitor-unknown';
import type { loader } from './dashboard-route-data';

export function Component() {
  const data = useLoaderData<typeof loader>();
  // Rendered on the server for anyone: the frame, filled in once the browser has read the session.
  useVisitorUnknown();
  const shown = useBrowserDataShown();
  return <Dashboard data={shown && !isVisitorUnknown(data) ? data : null} />;
}
