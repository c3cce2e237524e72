import { Dashboard } from '../../features/account/components/dashboard';

export function Component() {
  return <Dashboard />;
}
