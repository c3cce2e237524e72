import { useRef, useState } from 'react';
import { useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import type { AdminData, AdminLoaderData } from './admin-loader';
import { listSearch, readListParams, type AdminListParams } from './admin-list-params';

/** What /admin's loader answered. */
export const useAdminLoaderData = () => useLoaderData() as AdminLoaderData;

/** The open tab's list promise, for a panel that knows which tab it is. */
export function useTabData<T extends Exclude<AdminData['tab'], 'add'>>(tab: T) {
  const { data } = useAdminLoaderData();
  if (data?.tab !== tab) throw new Error(`The ${tab} tab was shown without its data`);
  return data as Extract<AdminData, { tab: T }>;
}

const SEARCH_PAUSE_MS = 300;

/**
 * A list's search box, filters and pages, kept in the address: a change navigates, the loader
 * asks the server for that page, and the last page stays on screen until the next one arrives.
 * Typing asks once it pauses; a new search or filter starts again at the first page.
 */
export function useListControls() {
  const { params } = useAdminLoaderData();
  const [, setSearchParams] = useSearchParams();
  const [term, setTermNow] = useState(params.q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const revalidator = useRevalidator();

  const change = (next: Partial<AdminListParams>, replace = false) => {
    clearTimeout(timer.current);
    setSearchParams((prev) => listSearch({ ...readListParams(prev), page: 1, ...next }), { replace });
  };

  const setTerm = (value: string) => {
    setTermNow(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => change({ q: value.trim() }, true), SEARCH_PAUSE_MS);
  };

  const clear = () => {
    setTermNow('');
    change({ q: '', status: '', rating: null, lowStock: false });
  };

  return {
    params,
    term,
    setTerm,
    change,
    clear,
    /** Loads the page again after a change made on the server (a delete, a promotion…). */
    reload: () => void revalidator.revalidate(),
    goToPage: (page: number) => change({ page }),
  };
}
