import { useContext, useEffect, useLayoutEffect } from 'react';
import { RouterContext, RouterStateContext } from './router-contexts';

// <ScrollRestoration> as React Router's in a data router: each history entry's scroll position is
// kept (in the session's storage across reloads) and restored on Back and Forward; a new page
// starts at the top, or at the element its hash names, unless the navigation asked to stay put.

const STORAGE_KEY = 'react-router-scroll-positions';

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' && !Array.isArray(stored)
      ? (stored as Record<string, number>)
      : {};
  } catch {
    return {};
  }
}

export function ScrollRestoration() {
  const router = useContext(RouterContext);
  const { location, restoreScrollPosition, preventScrollReset } = useContext(RouterStateContext);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.history.scrollRestoration = 'manual';
    };
    const onPageHide = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(router.saveScrollPosition()));
      } catch {
        // Storage full or refused: positions are then kept for this page's life only.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pageshow', onPageShow);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.history.scrollRestoration = 'auto';
      window.removeEventListener('pageshow', onPageShow);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [router]);

  useLayoutEffect(() => router.enableScrollRestoration(readPositions()), [router]);

  useLayoutEffect(() => {
    if (restoreScrollPosition === false) return;
    if (typeof restoreScrollPosition === 'number') {
      window.scrollTo(0, restoreScrollPosition);
      return;
    }
    if (location.hash) {
      try {
        const element = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (element) {
          element.scrollIntoView();
          return;
        }
      } catch {
        // Not a decodable id: the page scrolls as if there were no hash.
      }
    }
    if (preventScrollReset) return;
    window.scrollTo(0, 0);
  }, [location, restoreScrollPosition, preventScrollReset]);

  return null;
}
