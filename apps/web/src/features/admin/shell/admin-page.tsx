import { Bell, LogOut, Menu, X } from 'lucide-react';
import { messages } from '@shop/shared/messages';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { shopConfig } from '../../../lib/shop-config';
import { useLogout } from '../../../lib/session/use-logout';
import { ADMIN_TABS, saveAdminTab, type AdminTab } from './admin-tabs';
import { useAdminLoaderData } from './use-admin-lists';
import { Spinner } from '../../../components/ui/spinner';
import { AdminTabNav } from './admin-tab-nav';
import { AddProductPanel } from '../products/add-product-panel';
import { OrdersPanel } from '../orders/orders-panel';
import { ProductsPanel } from '../products/products-panel';
import { ReviewsPanel } from '../reviews/reviews-panel';
import { UsersPanel } from '../staff/users-panel';

// The overview is loaded when its tab is first opened: most visits never need its code.
const OverviewPanel = lazy(() =>
  import('../overview/overview-panel').then((m) => ({ default: m.OverviewPanel })),
);
// So are the settings, with the 37 states' list they offer.
const SettingsPanel = lazy(() =>
  import('../settings/settings-panel').then((m) => ({ default: m.SettingsPanel })),
);
const DiscountsPanel = lazy(() =>
  import('../discounts/discounts-panel').then((m) => ({ default: m.DiscountsPanel })),
);
// The customers tab, with its page and note form.
const CustomersPanel = lazy(() =>
  import('../customers/customers-panel').then((m) => ({ default: m.CustomersPanel })),
);
const PagesPanel = lazy(() => import('../pages/pages-panel').then((m) => ({ default: m.PagesPanel })));
const ReturnsPanel = lazy(() =>
  import('../returns/returns-panel').then((m) => ({ default: m.ReturnsPanel })),
);
// Alerts on this device, opened from the menu by any staff member.
const DeviceAlertsDialog = lazy(() =>
  import('../push-alerts/device-alerts-dialog').then((m) => ({ default: m.DeviceAlertsDialog })),
);
const AuditPanel = lazy(() => import('../audit/audit-panel').then((m) => ({ default: m.AuditPanel })));

const PANELS: Record<AdminTab, React.ComponentType> = {
  add: AddProductPanel,
  reviews: ReviewsPanel,
  orders: OrdersPanel,
  products: ProductsPanel,
  users: UsersPanel,
  overview: OverviewPanel,
  settings: SettingsPanel,
  discounts: DiscountsPanel,
  customers: CustomersPanel,
  audit: AuditPanel,
  pages: PagesPanel,
  returns: ReturnsPanel,
};

/** The admin panel: header, tabs (a side menu on phones), the chosen panel. */
export function AdminPage() {
  // The loader read the saved tab and started its list; choosing another saves it and loads again.
  const { tab } = useAdminLoaderData();
  const [menuOpen, setMenuOpen] = useState(false);
  const [alertsOpen, setAlertsOpen] = useState(false);
  const navigate = useNavigate();
  const logOut = useLogout();
  const Panel = PANELS[tab];

  const label = ADMIN_TABS.find((t) => t.id === tab)!.label;

  const choose = (next: AdminTab) => {
    saveAdminTab(next);
    setMenuOpen(false);
    // A tab opens on its first page, unfiltered.
    void navigate('/admin', { replace: true });
  };

  return (
    <div className="min-h-screen bg-ivory">
      <header className="sticky top-0 z-50 flex items-center gap-3 bg-ivory/95 px-4 py-3 shadow-sm backdrop-blur md:px-8">
        <button
          type="button"
          className="grid size-10 place-items-center rounded-full hover:bg-nude md:hidden"
          aria-label={menuOpen ? 'Close admin menu' : 'Open admin menu'}
          aria-expanded={menuOpen}
          aria-controls="admin-menu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
        <h1 className="font-display text-xl font-bold md:text-2xl">{shopConfig.shopName} admin</h1>
        {/* From md up; on phones the side menu has it. Every staff role may use it. */}
        <button
          type="button"
          onClick={() => setAlertsOpen(true)}
          className="ml-auto hidden items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold hover:bg-nude md:inline-flex"
        >
          <Bell aria-hidden="true" className="size-4" />
          {messages.pushAlerts.title}
        </button>
        <button
          type="button"
          onClick={() => void logOut()}
          className="ml-auto inline-flex items-center gap-2 rounded-full border-2 border-plum md:ml-0 px-4 py-2 text-sm font-semibold hover:bg-plum hover:text-ivory"
        >
          <LogOut aria-hidden="true" className="size-4" />
          Logout
        </button>
      </header>
      {menuOpen && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-plum/40 md:hidden"
          onClick={() => setMenuOpen(false)}
        />
      )}
      <div className="mx-auto flex max-w-7xl gap-6 px-4 py-6 md:px-8">
        <AdminTabNav
          tab={tab}
          onChange={choose}
          open={menuOpen}
          onOpenAlerts={() => {
            setMenuOpen(false);
            setAlertsOpen(true);
          }}
        />
        {/* The tab panel inside the page's main landmark: a <main> may not take another role. */}
        <main className="min-w-0 flex-1">
          <div id="admin-panel" role="tabpanel" aria-labelledby={`admin-tab-${tab}`}>
            <h2 className="mb-4 font-display text-2xl font-semibold">{label}</h2>
            <Suspense fallback={<Spinner label="Loading…" />}>
              <Panel key={tab} />
            </Suspense>
          </div>
        </main>
      </div>
      {alertsOpen && (
        <Suspense fallback={null}>
          <DeviceAlertsDialog onClose={() => setAlertsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
