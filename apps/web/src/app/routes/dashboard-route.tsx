import { useLoaderData } from 'react-router';
import { Dashboard } from '../../features/account/components/dashboard';
import type { loader } from './dashboard-route-data';

export function Component() {
  return <Dashboard data={useLoaderData<typeof loader>()} />;
}
