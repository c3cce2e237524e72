import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Deferred } from '../../../components/ui/deferred';
import { UnlessSessionEnded } from '../../../lib/session/unless-session-ended';
import { useSessionUser } from '../../../lib/session/use-session-user';
import type { DashboardData } from '../dashboard-data';
import { useDashboardTab, type DashboardTab } from '../use-dashboard-tab';
import { AccountTab } from './account-tab';
import { DashboardTabs, panelId, TAB_PANEL_HEIGHT, tabId } from './dashboard-tabs';
import { OrdersTab } from './orders-tab';
import { SavedTab } from './saved-tab';
import { StoreCreditNote } from './store-credit-note';
import { WelcomeBanner } from './welcome-banner';

/** The customer dashboard of dashboard: banner, three tabs, the chosen one remembered. */
export function Dashboard({ data }: { data: DashboardData }) {
  const user = useSessionUser();
  const [tab, choose] = useDashboardTab();

  // The loader lets only a signed-in visitor in; this covers a sign-out while the page is open.
  if (!user) return <Navigate to="/signin" replace />;
  const panels: Record<DashboardTab, ReactNode> = {
    orders: <OrdersTab orders={data.orders} />,
    saved: <SavedTab userId={user._id} saved={data.saved} />,
    account: <AccountTab />,
  };
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">
      {/* The stored session may have ended on the server (another device changed the password). */}
      <Deferred resolve={data.me} loading={null} error={(error) => <UnlessSessionEnded error={error} />}>
        {() => null}
      </Deferred>
      <WelcomeBanner user={user} />
      <StoreCreditNote />
      <DashboardTabs current={tab} onChoose={choose} />
      <div
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        tabIndex={0}
        className={`focus-visible:outline-offset-4 ${TAB_PANEL_HEIGHT}`}
      >
        {panels[tab]}
      </div>
    </main>
  );
}
