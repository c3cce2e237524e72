import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

// React Router's ScrollRestoration puts the page back where it was on Back, but only once, the
// moment the page appears: a page whose products arrive a moment later (a listing's first page,
// the home page's sections) is still short then, and the shopper lands near the top. This keeps
// each history entry's last position and, on Back or Forward, scrolls there again as the page
// grows, until it is reached, the shopper scrolls herself, or a few seconds pass.

/** The last scroll position of each history entry (by React Router's location key). */
const positions = new Map<string, number>();
let shownKey = '';
const GIVE_UP_MS = 6000;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Keeps the place of every page and returns to it on Back and Forward. */
export function useBackToPlace() {
  const { key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    // A scroll is counted for the entry shown when it happened: the reset to the top that comes
    // with a new page is told after the new entry is shown, so it never overwrites the old place.
    const note = () => positions.set(shownKey, window.scrollY);
    window.addEventListener('scroll', note, { passive: true });
    return () => window.removeEventListener('scroll', note);
  }, []);

  useLayoutEffect(() => {
    shownKey = key;
    const target = positions.get(key);
    if (navigationType !== 'POP' || target === undefined || target <= 0) return;
    const reached = () => Math.abs(window.scrollY - target) <= 2;
    if (reached()) return;
    const root = document.documentElement;
    const tryAgain = () => {
      if (root.scrollHeight - window.innerHeight >= target - 2) {
        window.scrollTo(0, target);
        if (reached()) stop();
      }
    };
    const observer = new ResizeObserver(tryAgain);
    const timer = setTimeout(() => stop(), GIVE_UP_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
      for (const type of USER_INPUT) window.removeEventListener(type, stop);
    }
    observer.observe(document.body);
    for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true });
    tryAgain();
    return stop;
  }, [key, navigationType]);
}
