import type { AuditPageResponse } from '@shop/shared/admin/audit-schemas';
import type { OverviewResponse } from '@shop/shared/admin/overview-schemas';
import type { SettingsResponse } from '@shop/shared/settings/settings-schemas';
import { handled } from '../../../lib/handled';
import { readStorage, storageKeys } from '../../../lib/storage';
import { readAdminTab, type AdminTab } from './admin-tabs';
import { offsetOf, PAGE_SIZES, readListParams, type AdminListParams } from './admin-list-params';
import { getOrdersPage, type OrdersPage } from '../orders/api/get-orders-page';
import { getOverview } from '../overview/api/get-overview';
import { getProductsPage, type ProductsPage } from '../products/api/get-products-page';
import { getReviewsPage, type ReviewsPage } from '../reviews/api/get-reviews-page';
import { getSettings } from '../settings/api/get-settings';
import { getDiscountsView, type DiscountsView } from '../discounts/api/get-discounts-view';
import { getAuditPage } from '../audit/api/get-audit-page';
import { getReturns } from '../returns/api/returns-api';
import type { Return } from '@shop/shared/returns/return-schemas';
import { getUsersPage, type UsersPage } from '../staff/api/get-users-page';
import { getTrustPages } from '../pages/api/get-trust-pages';
import type { AdminTrustPagesResponse } from '@shop/shared/trust-pages/trust-page-schemas';
import { getCustomersPage } from '../customers/api/get-customers-page';
import type { CustomersPage } from '@shop/shared/customers/customer-schemas';

/** The open tab's data, started by /admin's loader and shown by the panel through `<Deferred>`. */
export type AdminData =
  | { tab: 'add' }
  | { tab: 'products'; list: Promise<ProductsPage> }
  | { tab: 'users'; list: Promise<UsersPage> }
  | { tab: 'reviews'; list: Promise<ReviewsPage> }
  | { tab: 'orders'; list: Promise<OrdersPage> }
  | { tab: 'overview'; list: Promise<OverviewResponse> }
  | { tab: 'settings'; list: Promise<SettingsResponse> }
  | { tab: 'discounts'; list: Promise<DiscountsView> }
  | { tab: 'customers'; list: Promise<CustomersPage> }
  | { tab: 'audit'; list: Promise<AuditPageResponse> }
  | { tab: 'pages'; list: Promise<AdminTrustPagesResponse> }
  | { tab: 'returns'; list: Promise<Return[]> };

export type AdminLoaderData = { tab: AdminTab; params: AdminListParams; data: AdminData | null };

function startTab(tab: AdminTab, p: AdminListParams): AdminData {
  const page = (size: number) => ({ limit: size, offset: offsetOf(p.page, size) });
  switch (tab) {
    case 'add':
      return { tab };
    case 'products':
      return { tab, list: getProductsPage({ q: p.q, lowStock: p.lowStock, ...page(PAGE_SIZES.products) }) };
    case 'users':
      return { tab, list: getUsersPage({ q: p.q, ...page(PAGE_SIZES.users) }) };
    case 'reviews':
      return { tab, list: getReviewsPage({ q: p.q, rating: p.rating, ...page(PAGE_SIZES.reviews) }) };
    case 'orders':
      return {
        tab,
        list: getOrdersPage({
          q: p.q || undefined,
          status: p.status || undefined,
          confirmation: p.confirmation || undefined,
          ...page(PAGE_SIZES.orders),
        }),
      };
    case 'overview':
      return { tab, list: getOverview() };
    case 'settings':
      return { tab, list: getSettings() };
    case 'discounts':
      return { tab, list: getDiscountsView() };
    case 'customers':
      return { tab, list: getCustomersPage({ q: p.q || undefined, ...page(PAGE_SIZES.customers) }) };
    case 'audit':
      return { tab, list: getAuditPage({ actor: p.actor, kind: p.kind, page: p.page }) };
    case 'pages':
      return { tab, list: getTrustPages() };
    case 'returns':
      return { tab, list: getReturns() };
  }
}

/**
 * What /admin's loader (app/routes/admin-route-data.ts) answers for an address: the chosen tab's
 * list started (its page, search and filters from the address) without waiting for it, so the
 * panel's code and its data download together. Nobody signed in as an admin gets nothing started:
 * the page sends them away.
 */
export function startAdminPage(url: URL): AdminLoaderData {
  const tab = readAdminTab();
  const params = readListParams(url.searchParams);
  if (readStorage(storageKeys.isAdmin) !== 'true' || !readStorage(storageKeys.token))
    return { tab, params, data: null };
  const data = startTab(tab, params);
  // The panel renders the list's failure; a page left before it rendered reports nothing.
  if ('list' in data) void handled(data.list as Promise<unknown>);
  return { tab, params, data };
}
