import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shop/shared/messages';
import { AppLayout } from './layout/app-layout';
import { Component as DashboardPage } from './routes/dashboard-route';
import { loader as loadDashboard } from './routes/dashboard-route-data';
import * as layout from './routes/layout-route-data';
import { StoreCreditNote } from '../features/account/components/store-credit-note';
import { BackupStatusLine } from '../features/admin/overview/backup-status';
import { sessionUser, stubApi } from '../testing/stub-api';
import { AppStoresProvider, createAppStores } from '../lib/store/app-stores';
import { readStorage, storageKeys } from '../lib/storage';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() } }));

const ENDED = [401, { message: 'Please sign in again' }] as const;

/**
 * A signed-in shopper whose session the server no longer knows (signed out on another device):
 * every call made with it is refused with 401, as the server does.
 */
function openAsEnded(userId: string, path: string) {
  localStorage.clear();
  localStorage.setItem('user', JSON.stringify(sessionUser(userId)));
  localStorage.setItem('token', `token-${userId}`);
  const calls = stubApi({
    'GET /auth/me': () => [...ENDED],
    'GET /auth/saved': () => [...ENDED],
    [`GET /order/orders/${userId}`]: () => [...ENDED],
    'GET /order/store-credit': () => [...ENDED],
    'GET /admin/backups': () => [...ENDED],
  });
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        loader: layout.loader,
        shouldRevalidate: layout.shouldRevalidate,
        children: [
          { path: '/dashboard', loader: loadDashboard, element: <DashboardPage /> },
          { path: '/checkout', element: <StoreCreditNote /> },
          { path: '/admin', element: <BackupStatusLine /> },
          { path: '/signin', element: <p>sign-in page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const stores = createAppStores();
  render(
    <AppStoresProvider stores={stores}>
      <RouterProvider router={router} />
    </AppStoresProvider>,
  );
  return { router, stores, calls };
}

describe('a session the server no longer knows', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toast.error).mockClear();
  });

  it('is signed out once, told once and sent to sign in, however many of the page’s calls heard it', async () => {
    const { router, stores, calls } = openAsEnded('u-ended-1', '/dashboard');
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(stores.session.get().user).toBeNull();
    expect(readStorage(storageKeys.token)).toBeNull();
    // The saved list, the session check and the orders were all refused.
    expect(calls).toEqual(
      expect.arrayContaining(['GET /auth/saved', 'GET /auth/me', 'GET /order/orders/u-ended-1']),
    );
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(messages.auth.sessionEnded);
  });

  it('is answered the same wherever the 401 came from, even a read that shows no failure of its own', async () => {
    const { router, stores } = openAsEnded('u-ended-2', '/checkout');
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(stores.session.get().user).toBeNull();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(messages.auth.sessionEnded);
  });

  it('is told to staff in the admin’s own words', async () => {
    const { stores } = openAsEnded('u-ended-3', '/admin');
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(stores.session.get().user).toBeNull();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(messages.admin.sessionExpired);
  });
});
