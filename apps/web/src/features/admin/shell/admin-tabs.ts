import { can, type Permission } from '@shop/shared/auth/staff-roles';
import { readStorage, storageKeys, writeStorage } from '../../../lib/storage';

// The admin panel's tabs, kept under 'adminTab' and defaulting to add.

export const ADMIN_TABS = [
  { id: 'add', label: 'add skincare / makeup' },
  { id: 'reviews', label: 'reviews' },
  { id: 'orders', label: 'orders' },
  { id: 'products', label: 'products' },
  { id: 'users', label: 'users' },
  // An addition: the shop's figures at a glance.
  { id: 'overview', label: 'overview' },
  // An addition: how shoppers may pay.
  { id: 'settings', label: 'settings' },
  // An addition: discount codes.
  { id: 'discounts', label: 'discounts' },
  // An addition: everyone who bought, one row per person (decision 45).
  { id: 'customers', label: 'customers' },
  // An addition: every staff change, newest first (decision 37).
  { id: 'audit', label: 'audit' },
  // An addition: the shipping and returns, privacy, terms and about pages (decision 56).
  { id: 'pages', label: 'pages' },
  // An addition: returns and exchanges (decision 52).
  { id: 'returns', label: 'returns' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['id'];

/**
 * The permission each tab needs (packages/shared/src/auth/staff-roles.ts); a tab not listed here
 * is the owner's and admins' only. The server refuses the rest in any case.
 */
const TAB_PERMISSIONS: Record<string, Permission> = {
  add: 'products',
  reviews: 'reviews.delete',
  orders: 'orders.read',
  products: 'products',
  users: 'customers.read',
  overview: 'overview',
  settings: 'settings.shop',
  discounts: 'discounts',
  customers: 'orders.read',
  audit: 'audit',
  pages: 'settings.shop',
  returns: 'orders.read',
};

/** The tabs a role may use, in the admin's order. */
export const tabsFor = (role: string | null | undefined) =>
  ADMIN_TABS.filter((t) => can(role, TAB_PERMISSIONS[t.id] ?? 'staff'));

/** The saved tab if the role may use it, else the role's first (add for the owner, orders for fulfilment). */
export function readAdminTab(role: string | null | undefined = readStorage(storageKeys.role)): AdminTab {
  const tabs = tabsFor(role);
  const stored = readStorage(storageKeys.adminTab);
  return tabs.find((t) => t.id === stored)?.id ?? tabs[0]?.id ?? 'add';
}

export const saveAdminTab = (tab: AdminTab) => writeStorage(storageKeys.adminTab, tab);
