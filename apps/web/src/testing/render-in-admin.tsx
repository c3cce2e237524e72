import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppStoresProvider } from '../lib/store/app-stores';
import { testStores } from './test-stores';

/** Renders an admin screen as the admin does: at /admin, under a router and a store with a session. */
export function renderInAdmin(element: ReactElement) {
  const router = createMemoryRouter([{ path: '/admin', element }], { initialEntries: ['/admin'] });
  return render(
    <AppStoresProvider stores={testStores()}>
      <RouterProvider router={router} />
    </AppStoresProvider>,
  );
}

/** The JSON bodies the screen sent with `method` through the stubbed fetch, in order. */
export function bodiesSent<T = unknown>(method: string): T[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => init?.method === method)
    .map(([, init]) => JSON.parse(String(init!.body)) as T);
}
