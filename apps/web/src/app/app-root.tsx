import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from 'sonner';
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
  return (
    <StrictMode>
      <FallbackBoundary>
        <Provider store={store} serverState={serverState}>
          {router}
          <Toaster position="top-center" richColors closeButton />
        </Provider>
      </FallbackBoundary>
    </StrictMode>
  );
}
