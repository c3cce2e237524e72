import { StrictMode, useEffect, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { replayEarlyEvents } from './early-events';
import { FallbackBoundary } from './fallback-screen';
import { AppStoresProvider, type AppState, type AppStores } from '../lib/store/app-stores';

/**
 * The whole page around the router, the same on the server and in the browser (hydration needs
 * both trees alike). `serverState`: the state a server-rendered page was rendered in, which the
 * browser renders it in while hydrating.
 */
export function AppRoot({
  stores,
  serverState,
  router,
}: {
  stores: AppStores;
  serverState?: AppState;
  router: ReactNode;
}) {
  // After hydration: what the shopper did before the app had taken over the page.
  useEffect(replayEarlyEvents, []);
  return (
    <StrictMode>
      <FallbackBoundary>
        <AppStoresProvider stores={stores} serverState={serverState}>
          {router}
          {/* Below the fixed 64 px header, so "Item added to cart" never covers the cart link a
              shopper taps next (on a phone the toast spans the whole width). */}
          <Toaster
            position="top-center"
            offset={{ top: 76 }}
            mobileOffset={{ top: 72 }}
            richColors
            closeButton
          />
        </AppStoresProvider>
      </FallbackBoundary>
    </StrictMode>
  );
}
