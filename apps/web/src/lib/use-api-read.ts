import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

// The one way a part of a page that is not a page of its own (a dialog's details, a picker's
// matches, a note beside a form) reads from the API; pages read through their route loaders.
// Decision 68: why a hook of ours rather than the router's fetchers.

/** What a read shows: its answer, its failure (the server's message is the error's), or that it is on its way. */
export type ApiRead<T> = {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /**
   * The last answer or failure, whatever key it was for: a list that stays shown (marked busy)
   * while the answer for newer words is on its way.
   */
  last: Answered<T> | null;
  /**
   * The last answer that came, whatever its key and whatever failed since: figures that stay shown
   * while newer ones are asked for (the checkout's totals, a list read again after a change).
   */
  lastData: T | undefined;
  /** Asks again for the same key (after a change the part made); the answer shown stays until then. */
  reread: () => void;
};

type Answered<T> = { key: string; data?: T; error?: unknown };
type Settled<T> = Answered<T> & { round: number };

/**
 * Reads `read(signal)` for `key`, again whenever `key` changes (a null key reads nothing). A read
 * whose key has changed, or whose part has left the page, is aborted and its answer never shown;
 * `delayMs` waits that long first, so typing asks once per pause, not once per letter.
 */
export function useApiRead<T>(
  key: string | null,
  read: (signal: AbortSignal) => Promise<T>,
  { delayMs = 0 }: { delayMs?: number } = {},
): ApiRead<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [answered, setAnswered] = useState<{ data: T } | null>(null);
  const [round, setRound] = useState(0);
  // The latest function, so a page may pass an arrow each render without reading again.
  const latestRead = useRef(read);
  useLayoutEffect(() => {
    latestRead.current = read;
  });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const settle = (next: Settled<T>) => {
      if (controller.signal.aborted) return;
      setSettled(next);
      if ('data' in next) setAnswered({ data: next.data as T });
    };
    const start = () => {
      latestRead.current(controller.signal).then(
        (data) => settle({ key, round, data }),
        (error: unknown) => settle({ key, round, error }),
      );
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (delayMs > 0) timer = setTimeout(start, delayMs);
    else start();
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, round, delayMs]);

  const reread = useCallback(() => setRound((n) => n + 1), []);
  const mine = settled !== null && settled.key === key ? settled : null;
  return {
    data: mine && 'data' in mine ? mine.data : undefined,
    error: mine && 'error' in mine ? mine.error : undefined,
    // A reread keeps what was shown, and is on its way until its own answer comes.
    loading: key !== null && (mine === null || mine.round !== round),
    last: settled,
    lastData: answered?.data,
    reread,
  };
}
