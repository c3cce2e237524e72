import { readStorage, storageKeys, writeStorage } from '../../lib/storage';

// The admin panel's tabs, kept under 'adminTab' and defaulting to add.

export const ADMIN_TABS = [
  { id: 'add', label: 'add skincare / makeup' },
  { id: 'reviews', label: 'reviews' },
  { id: 'orders', label: 'orders' },
  { id: 'products', label: 'products' },
  { id: 'users', label: 'users' },
  // An addition: the shop's figures at a glance.
  { id: 'overview', label: 'overview' },
  // An addition: how shoppers may pay (issue 23).
  { id: 'settings', label: 'settings' },
  // An addition: discount codes (issue 24).
  { id: 'discounts', label: 'discounts' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['id'];

export function readAdminTab(): AdminTab {
  const stored = readStorage(storageKeys.adminTab);
  return ADMIN_TABS.find((t) => t.id === stored)?.id ?? 'add';
}

export const saveAdminTab = (tab: AdminTab) => writeStorage(storageKeys.adminTab, tab);
