// First: the page's policy allows no eval, and zod must know before any schema is built.
import '@shop/shared/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import '@fontsource/playfair-display/latin-600.css';
import './index.css';
import { createStore } from './app/store';
import { createRouter } from './app/router';
import { FallbackBoundary } from './app/fallback-screen';

const store = createStore();
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FallbackBoundary>
      <Provider store={store}>
        <RouterProvider router={router} />
        <Toaster position="top-center" richColors closeButton />
      </Provider>
    </FallbackBoundary>
  </StrictMode>,
);
