import { useLoaderData } from 'react-router';
import { Dashboard } from '../../features/account/components/dashboard';
import { loadDashboard } from '../../features/account/dashboard-loader';

export const loader = loadDashboard;

export function Component() {
  return <Dashboard data={useLoaderData<typeof loader>()} />;
}
