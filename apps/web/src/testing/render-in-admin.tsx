import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { authSlice } from '../lib/session/auth-slice';

/** Renders an admin screen as the admin does: at /admin, under a router and a store with a session. */
export function renderInAdmin(element: ReactElement) {
  const router = createMemoryRouter([{ path: '/admin', element }], { initialEntries: ['/admin'] });
  const store = configureStore({ reducer: { auth: authSlice.reducer } });
  return render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

/** The JSON bodies the screen sent with `method` through the stubbed fetch, in order. */
export function bodiesSent<T = unknown>(method: string): T[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => init?.method === method)
    .map(([, init]) => JSON.parse(String(init!.body)) as T);
}
