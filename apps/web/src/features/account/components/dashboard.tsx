import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { getMe } from '../api/account-calls';
import { useSessionExpiry } from '../../../lib/session/use-session-expiry';
import { useSessionUser } from '../../../lib/session/use-session-user';
import { useDashboardTab, type DashboardTab } from '../use-dashboard-tab';
import { AccountTab } from './account-tab';
import { DashboardTabs, panelId, tabId } from './dashboard-tabs';
import { OrdersTab } from './orders-tab';
import { SavedTab } from './saved-tab';
import { WelcomeBanner } from './welcome-banner';

/** The customer dashboard: banner, three tabs, the chosen one remembered. */
export function Dashboard() {
  const user = useSessionUser();
  const [tab, choose] = useDashboardTab();
  const onExpired = useSessionExpiry();

  // The stored session may have ended on the server (another device changed the password).
  useEffect(() => {
    if (!user) return;
    let current = true;
    getMe().catch((error: unknown) => current && onExpired(error));
    return () => {
      current = false;
    };
  }, [user, onExpired]);

  if (!user) return <Navigate to="/signin" replace />;
  const panels: Record<DashboardTab, ReactNode> = {
    orders: <OrdersTab userId={user._id} />,
    saved: <SavedTab />,
    account: <AccountTab />,
  };
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">
      <WelcomeBanner user={user} />
      <DashboardTabs current={tab} onChoose={choose} />
      <div
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        tabIndex={0}
        className="focus-visible:outline-offset-4"
      >
        {panels[tab]}
      </div>
    </main>
  );
}
