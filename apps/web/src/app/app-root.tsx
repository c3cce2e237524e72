import { StrictMode, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from 'sonner';
import { replayEarlyEvents } from './early-events';
import { FallbackBoundary } from './fallback-screen';
import type { AppStore, RootState } from './store';

/**
 * The whole page around the router, the same on the server and in the browser (hydration needs
 * both trees alike). `serverState`: the state a server-rendered page was rendered in, which the
 * browser renders it in while hydrating.
 */
export function AppRoot({
  store,
  serverState,
  router,
}: {
  store: AppStore;
  serverState?: RootState;
  router: ReactNode;
}) {
  // After hydration: what the shopper did before the app had taken over the page.
  useEffect(replayEarlyEvents, []);
  return (
    <StrictMode>
      <FallbackBoundary>
        <Provider store={store} serverState={serverState}>
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
        </Provider>
      </FallbackBoundary>
    </StrictMode>
  );
}
