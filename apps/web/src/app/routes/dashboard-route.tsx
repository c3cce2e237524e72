import { useDeferredValue } from 'react';
import { useLoaderData } from 'react-router';
import { Dashboard } from '../../features/account/components/dashboard';
import { isVisitorUnknown, useVisitorUnknown } from '../../lib/session/visitor-unknown';
import { useAuthState } from '../../lib/store/app-stores';
import type { loader } from './dashboard-route-data';

export function Component() {
  const data = useLoaderData<typeof loader>();
  // Rendered on the server for anyone: the frame, filled in once the browser has read the session.
  useVisitorUnknown();
  // The browser answers the loader before hydrating (app/hydration.ts), so the page hydrates as the
  // frame the server drew and is filled in by a deferred render, which React draws in slices.
  const restored = useDeferredValue(useAuthState((a) => a.restored));
  return <Dashboard data={restored && !isVisitorUnknown(data) ? data : null} />;
}
