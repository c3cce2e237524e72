import type { LoaderFunctionArgs } from 'react-router';
import type { OverviewResponse } from '@shop/shared/admin/overview-schemas';
import type { SettingsResponse } from '@shop/shared/settings/settings-schemas';
import { readStorage, storageKeys } from '../../lib/storage';
import { readAdminTab, type AdminTab } from './admin-tabs';
import { offsetOf, PAGE_SIZES, readListParams, type AdminListParams } from './admin-list-params';
import { getOrdersPage, type OrdersPage } from './api/get-orders-page';
import { getOverview } from './api/get-overview';
import { getProductsPage, type ProductsPage } from './api/get-products-page';
import { getReviewsPage, type ReviewsPage } from './api/get-reviews-page';
import { getSettings } from './api/get-settings';
import { getUsersPage, type UsersPage } from './api/get-users-page';

/** The open tab's data, started by the loader and shown by the panel through `<Deferred>`. */
export type AdminData =
  | { tab: 'add' }
  | { tab: 'products'; list: Promise<ProductsPage> }
  | { tab: 'users'; list: Promise<UsersPage> }
  | { tab: 'reviews'; list: Promise<ReviewsPage> }
  | { tab: 'orders'; list: Promise<OrdersPage> }
  | { tab: 'overview'; list: Promise<OverviewResponse> }
  | { tab: 'settings'; list: Promise<SettingsResponse> };

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
          ...page(PAGE_SIZES.orders),
        }),
      };
    case 'overview':
      return { tab, list: getOverview() };
    case 'settings':
      return { tab, list: getSettings() };
  }
}

/**
 * /admin's loader: starts the chosen tab's list (its page, search and filters from the address)
 * without waiting for it, so the panel's code and its data download together. Nobody signed in as
 * an admin gets nothing started: the page sends them away.
 */
export function adminLoader({ request }: LoaderFunctionArgs): AdminLoaderData {
  const tab = readAdminTab();
  const params = readListParams(new URL(request.url).searchParams);
  if (readStorage(storageKeys.isAdmin) !== 'true' || !readStorage(storageKeys.token))
    return { tab, params, data: null };
  const data = startTab(tab, params);
  // The panel attaches its own handler; this one only keeps a failure the page never rendered
  // (the visitor left first) from being reported as unhandled.
  if ('list' in data) (data.list as Promise<unknown>).catch(() => undefined);
  return { tab, params, data };
}
