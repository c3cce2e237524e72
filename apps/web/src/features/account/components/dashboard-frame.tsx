import { DashboardTabs, panelId, TAB_PANEL_HEIGHT, tabId } from './dashboard-tabs';
import { OrdersLoading } from './orders-tab';
import { WelcomeBanner } from './welcome-banner';

/**
 * The dashboard as the server renders it for a visitor it cannot identify (decision 65): laid out
 * as the dashboard (dashboard.tsx) with her orders loading, so filling it in moves nothing.
 */
export function DashboardFrame() {
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">
      <WelcomeBanner user={null} />
      <DashboardTabs current="orders" onChoose={() => undefined} />
      <div
        role="tabpanel"
        id={panelId('orders')}
        aria-labelledby={tabId('orders')}
        tabIndex={0}
        className={`focus-visible:outline-offset-4 ${TAB_PANEL_HEIGHT}`}
      >
        <OrdersLoading />
      </div>
    </main>
  );
}
