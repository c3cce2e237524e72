import { useRef, useState } from 'react';
import { useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import type { AdminData, AdminLoaderData } from './admin-page-data';
import { listSearch, type AdminListParams } from './admin-list-params';

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
 * Typing asks once it pauses; a new search or filter starts again at the first page. The
 * controls show a choice at once (`shown`), before the address and the list catch up.
 */
export function useListControls() {
  const { params } = useAdminLoaderData();
  const [, setSearchParams] = useSearchParams();
  const [term, setTermNow] = useState(params.q);
  const [chosen, setChosen] = useState({ from: params, shown: params });
  // What a new answer from the loader changed (Back, a choice arriving) is what the controls show;
  // a choice made since, whose page is still on its way, stays shown.
  if (chosen.from !== params) {
    const moved = (Object.keys(params) as (keyof AdminListParams)[]).filter(
      (key) => chosen.from[key] !== params[key],
    );
    setChosen({
      from: params,
      shown: { ...chosen.shown, ...Object.fromEntries(moved.map((key) => [key, params[key]])) },
    });
    // A search changed from elsewhere (the tab opened afresh, Back) is what the box shows.
    if (moved.includes('q') && params.q !== term.trim()) setTermNow(params.q);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const revalidator = useRevalidator();

  const change = (next: Partial<AdminListParams>, replace = false) => {
    clearTimeout(timer.current);
    setChosen((c) => ({ ...c, shown: { ...c.shown, ...next } }));
    // Built on the choices shown, not on the address: while a page is on its way the router keeps
    // the earlier screen (and its address) on show, and a second filter built on that would bring
    // the first one's old value back. What is typed but not yet asked for goes along.
    setSearchParams(listSearch({ ...chosen.shown, q: term.trim(), page: 1, ...next }), {
      replace,
    });
  };

  const setTerm = (value: string) => {
    setTermNow(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => change({ q: value.trim() }, true), SEARCH_PAUSE_MS);
  };

  const clear = () => {
    setTermNow('');
    change({ q: '', status: '', confirmation: '', rating: null, lowStock: false, actor: '', kind: '' });
  };

  return {
    params,
    /** The filters as last chosen, shown by their controls straight away. */
    shown: chosen.shown,
    term,
    setTerm,
    change,
    clear,
    /** Loads the page again after a change made on the server (a delete, a promotion…). */
    reload: () => void revalidator.revalidate(),
    goToPage: (page: number) => change({ page }),
  };
}
