// Inlined at the end of every page the server rendered (app-start.ts), with the response's nonce.
//
// The page is readable from its HTML alone, so the app's scripts wait until its largest picture
// (the one fetched at high priority) has been painted: on a slow phone they would otherwise share
// the network and the main thread with that first screen. They are then added within a few
// milliseconds, every module the entry needs and then the entry, so the app still starts in one
// round trip.
//
// Until the app has taken over the page, a tap on a button, a keystroke, a choice in a list or a
// form sent is kept here and handed to the app when it has (apps/web/src/app/early-events.ts), so
// nothing a shopper does in those first moments is lost. Links work by themselves. A product page's
// Add to Cart adds at once (early-add-to-cart.js).
(() => {
  const scripts = JSON.parse(document.getElementById('app-scripts').textContent);
  const events = [];
  const keep = (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (event.type === 'click') {
      const button = target.closest('button');
      if (!button || button.disabled) return;
      // A product page's Add to Cart for a product with nothing to choose adds at once
      // (early-add-to-cart.js); the app says so when it has started.
      const item = button.getAttribute('data-early-add');
      if (item && window.__shopEarlyAdd?.(item)) {
        events.push({ type: 'added', target: button });
        return;
      }
      // A submit button would send the form to the server and leave the page: the app sends it.
      if (button.type === 'submit' && button.form) event.preventDefault();
      events.push({ type: 'click', target: button });
    } else if (event.type === 'submit') {
      event.preventDefault();
      events.push({ type: 'submit', target });
    } else {
      // The value now: the app may redraw the field before it hears of the change.
      events.push({ type: event.type, target, value: target.value, checked: target.checked });
    }
  };
  const types = ['click', 'input', 'change', 'submit'];
  for (const type of types) document.addEventListener(type, keep, true);

  // The page's load event keeps meaning that the page works: a hidden frame whose document is left
  // open holds it until the app listens (stop), or its script fails, or long after.
  const hold = document.createElement('iframe');
  hold.hidden = true;
  document.body.append(hold);
  hold.contentDocument?.open();
  const release = () => {
    if (!hold.isConnected) return;
    hold.contentDocument?.close();
    hold.remove();
  };
  setTimeout(release, 20000);

  window.__shopEarlyEvents = {
    events,
    stop: () => {
      for (const type of types) document.removeEventListener(type, keep, true);
      // The load event in a task of its own, not in the one that started hydrating.
      setTimeout(release);
    },
  };

  // Every request a link starts costs the main thread a little (a few milliseconds each under
  // developer tools): a few links a task, so starting the app is never one long task.
  // The data the page left out (a listing's products) comes first, as the app's own fetch asks
  // for it (same address, same credentials), so that fetch is answered by this one.
  const LINKS_A_TASK = 3;
  const preloads = [
    ...scripts.fetches.map((href) => ({ rel: 'preload', as: 'fetch', href })),
    ...scripts.preloads.map((href) => ({ rel: 'modulepreload', href })),
  ];
  const addSome = () => {
    for (const { rel, as, href } of preloads.splice(0, LINKS_A_TASK)) {
      const link = document.createElement('link');
      link.rel = rel;
      if (as) link.as = as;
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.append(link);
    }
    if (preloads.length) {
      setTimeout(addSome);
      return;
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = scripts.entry;
    script.addEventListener('error', release);
    document.head.append(script);
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    addSome();
  };
  // Once the browser reports the page's first paint: the frames below may run before the screen
  // has shown it, and a script fetched before then counts in the first paint's time (Lighthouse
  // then counted the app's whole download in a listing's first paint, in one run of two).
  const painted = new Promise((resolve) => {
    const seen = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint') || seen()) return resolve();
    const observer = new PerformanceObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  // Two frames: the first paints the picture, the second starts after it has been shown.
  const afterPaint = () =>
    painted.then(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start))));
  const picture = document.querySelector('img[fetchpriority="high"]');
  if (!picture) afterPaint();
  else picture.decode().then(afterPaint, afterPaint);
  // A picture that never arrives (or a tab in the background) does not keep the page from working.
  setTimeout(start, 4000);
})();
