import { useEffect, useState } from 'react';

export type LoadState<T> =
  { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; data: T };

/**
 * Runs `load(key)` whenever the key changes and reports the page states (loading, `Error: …`, data). The loader must
 * be a stable (module-level) function; an answer for an older key is ignored.
 */
export function useLoad<T>(key: string, load: (key: string) => Promise<T>): LoadState<T> {
  const [result, setResult] = useState<{ key: string; state: LoadState<T> } | null>(null);

  useEffect(() => {
    let current = true;
    load(key).then(
      (data) => current && setResult({ key, state: { status: 'ready', data } }),
      (error: unknown) =>
        current &&
        setResult({
          key,
          state: { status: 'error', error: error instanceof Error ? error : new Error(String(error)) },
        }),
    );
    return () => {
      current = false;
    };
  }, [key, load]);

  return result?.key === key ? result.state : { status: 'loading' };
}
