import { useCallback, useEffect, useState } from 'react';

export type ListState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/** Loads a tab's list on mount and again on `reload()`; an older answer never overwrites a newer one. */
export function useAdminList<T>(load: () => Promise<T>) {
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<{ state: ListState<T> } | null>(null);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setResult({ state: { status: 'ready', data } }),
      (error: unknown) => current && setResult({ state: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
  }, [load, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  // While reloading, the last list stays on screen instead of flashing a spinner.
  const state: ListState<T> = result?.state ?? { status: 'loading' };
  return { state, reload };
}
