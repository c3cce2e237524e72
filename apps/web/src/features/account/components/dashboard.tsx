import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useSessionUser } from '../../../lib/session/use-session-user';
import type { DashboardData } from '../dashboard-data';
import { useDashboardTab, type DashboardTab } from '../use-dashboard-tab';
import { DashboardTabs, panelId, TAB_PANEL_HEIGHT, tabId } from './dashboard-tabs';
import { OrdersLoading, OrdersTab } from './orders-tab';
import { SavedTab } from './saved-tab';
import { StoreCreditNote } from './store-credit-note';
import { WelcomeBanner } from './welcome-banner';

// The account tab (profile, password, address book with every state's LGAs, her data) loads when
// she opens it: most visits are for her orders, and its code was a third of the dashboard's, all
// parsed before the page could answer a tap on a slow phone.
const AccountTab = lazy(() => import('./account-tab').then((m) => ({ default: m.AccountTab })));

/**
 * The customer dashboard: banner, three tabs, the chosen one remembered. `data` null: its frame,
 * as the server renders it for a visitor it cannot identify (decision 65), her orders loading and
 * lines kept for her name and e-mail. The frame and the filled page are one tree, so filling it in
 * keeps the elements the server painted (the largest of them stays the page's largest paint) and
 * moves nothing.
 */
export function Dashboard({ data }: { data: DashboardData | null }) {
  const user = useSessionUser();
  const [tab, choose] = useDashboardTab();

  // The loader lets only a signed-in visitor in; this covers a sign-out while the page is open.
  if (data && !user) return <Navigate to="/signin" replace />;
  // The frame shows 'my orders', as the server rendered it; her remembered tab once filled in.
  const shown: DashboardTab = data ? tab : 'orders';
  const panels: Record<DashboardTab, ReactNode> | null = data &&
    user && {
      orders: <OrdersTab orders={data.orders} />,
      saved: <SavedTab userId={user._id} saved={data.saved} />,
      account: (
        <Suspense fallback={<Spinner label="Loading your profile" />}>
          <AccountTab />
        </Suspense>
      ),
    };
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">
      <WelcomeBanner user={data ? user : null} />
      {data && <StoreCreditNote />}
      <DashboardTabs current={shown} onChoose={data ? choose : () => undefined} />
      <div
        role="tabpanel"
        id={panelId(shown)}
        aria-labelledby={tabId(shown)}
        tabIndex={0}
        className={`focus-visible:outline-offset-4 ${TAB_PANEL_HEIGHT}`}
      >
        {panels ? panels[shown] : <OrdersLoading />}
      </div>
    </main>
  );
}
