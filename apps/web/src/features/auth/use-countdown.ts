import { useEffect, useState } from 'react';

/** Seconds left of a countdown that `restart` starts again; 0 when done (or never started). */
export function useCountdown(seconds: number, startNow = true) {
  const [endsAt, setEndsAt] = useState(() => (startNow ? Date.now() + seconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  return { left, restart: () => (setEndsAt(Date.now() + seconds * 1000), setNow(Date.now())) };
}
