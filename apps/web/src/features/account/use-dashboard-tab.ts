import { useState } from 'react';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage';

export const DASHBOARD_TABS = [
  { id: 'orders', label: 'my orders' },
  { id: 'saved', label: 'saved items' },
  { id: 'account', label: 'account' },
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number]['id'];

const isTab = (v: string | null): v is DashboardTab => DASHBOARD_TABS.some((t) => t.id === v);

/** The chosen tab, kept in browser storage; 'my orders' by default. */
export function useDashboardTab() {
  const [tab, setTab] = useState<DashboardTab>(() => {
    const stored = readStorage(storageKeys.dashboardTab);
    return isTab(stored) ? stored : 'orders';
  });
  const choose = (next: DashboardTab) => {
    writeStorage(storageKeys.dashboardTab, next);
    setTab(next);
  };
  return [tab, choose] as const;
}
