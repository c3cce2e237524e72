// First: the page's policy allows no eval, and zod must know before any schema is built.
import '@shop/shared/zod-without-eval';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@fontsource/playfair-display/latin-600.css';
import './index.css';
import { AppRoot } from './app/app-root';
import { createAppStores, serverRenderedState } from './lib/store/app-stores';
import { loader as primeSavedItems } from './app/routes/layout-route-data';
import { createRouter } from './app/router';
import { loadMatchedRoutes, readRenderedData, routesLeftOut, withBrowserAnswers } from './app/hydration';
import { stopEarlyAdds, stopKeepingEarlyEvents } from './app/early-events';
import { evaluateListedChunks } from './app/route-chunks';
import { yieldToMain } from './lib/yield-to-main';

const container = document.getElementById('root')!;
const rendered = readRenderedData();

// Both as transitions: React then works in slices and lets a tap through between them, instead of
// holding the phone's main thread for the whole first render.
if (rendered) {
  // The server rendered this page: take over its HTML with the data it was rendered from. The
  // modules' evaluation, the page's route code (chunk by chunk: route-chunks.ts), the store and the
  // take-over each run in tasks of their own (in one, they held a slow phone's main thread for
  // about 120 ms).
  await yieldToMain();
  await evaluateListedChunks();
  await loadMatchedRoutes(window.location.pathname);
  await yieldToMain();
  stopEarlyAdds();
  const stores = createAppStores();
  await yieldToMain();
  // A listing's data is not in the page (app/data-in-browser.ts): it is fetched before hydrating.
  const left = routesLeftOut(rendered, window.location.pathname);
  const { data, failed, changed } = left.length
    ? await (await import('./app/data-left-out')).withDataLeftOut(rendered, left, window.location)
    : { data: rendered, failed: false, changed: false };
  const router = createRouter(withBrowserAnswers(data, window.location));
  primeSavedItems(); // the layout's loader ran on the server, where no one is signed in
  // The router (its routes ranked, the first match read) and the take-over in tasks of their own.
  await yieldToMain();
  startTransition(() => {
    const app = (
      <AppRoot
        stores={stores}
        serverState={serverRenderedState()}
        router={<RouterProvider router={router} />}
      />
    );
    // Data that failed to come shows as a load failure where the HTML has the products, and data
    // that changed since the HTML was written (a price, what is left) shows other text: either way
    // the page is drawn afresh rather than taken over, which React would find wrong (data-digest.ts).
    if (failed || changed) createRoot(container).render(app);
    else hydrateRoot(container, app);
    // React listens from here on; what came before is replayed once the page has hydrated.
    stopKeepingEarlyEvents();
  });
} else {
  const stores = createAppStores();
  const router = createRouter();
  const root = createRoot(container);
  startTransition(() => root.render(<AppRoot stores={stores} router={<RouterProvider router={router} />} />));
}
