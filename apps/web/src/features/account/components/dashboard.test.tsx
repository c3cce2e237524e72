import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@shop/shared/orders/order-schemas';
import { messages } from '@shop/shared/messages';
import { ApiError } from '../../../lib/api-client';
import { anOrder, anOrderItem } from '../../../testing/factories';
import { sessionUser } from '../../../testing/stub-api';
import type { DashboardData } from '../dashboard-data';
import { Dashboard } from './dashboard';
import { AppStoresProvider } from '../../../lib/store/app-stores';
import { testStores } from '../../../testing/test-stores';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const user = sessionUser('u-dash-1');

/** The dashboard as its route shows it, its data as the loader hands it over. */
function renderDashboard(data: Partial<DashboardData> = {}) {
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('token', user.token);
  const { token: _token, ...me } = user;
  const given: DashboardData = {
    me: Promise.resolve(me),
    orders: Promise.resolve([]),
    saved: Promise.resolve([]),
    ...data,
  };
  const store = testStores();
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <Dashboard data={given} /> },
      { path: '/signin', element: <p>sign-in page</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <AppStoresProvider stores={store}>
      <RouterProvider router={router} />
    </AppStoresProvider>,
  );
  return { store, router };
}

const failed = <T,>(error: unknown) => {
  const promise = Promise.reject<T>(error);
  promise.catch(() => undefined);
  return promise;
};

describe('the customer dashboard', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.clearAllMocks());

  it('welcomes the shopper by name and opens on my orders, each with its items, delivery and amount', async () => {
    const order = anOrder({
      items: [anOrderItem(), anOrderItem({ productName: 'Shea Butter Serum', color: null, quantity: 1 })],
    });
    renderDashboard({ orders: Promise.resolve<Order[]>([order]) });

    expect(screen.getByRole('heading', { name: 'Welcome, Amaka Nwosu' })).toBeInTheDocument();
    expect(screen.getByText(user.email)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'my orders' })).toHaveAttribute('aria-selected', 'true');
    const card = await screen.findByRole('article', { name: 'Order GN-100001' });
    expect(within(card).getByText('Velvet Matte Lipstick')).toBeInTheDocument();
    expect(within(card).getByText('Shea Butter Serum')).toBeInTheDocument();
    expect(within(card).getByText('12 Allen Avenue')).toBeInTheDocument();
    expect(within(card).getByText('Ikeja')).toBeInTheDocument();
    expect(within(card).getByText('₦24,000')).toBeInTheDocument();
    expect(within(card).getAllByText('paid').length).toBeGreaterThan(0);
  });

  it("shows a shipped order's courier, tracking number and the courier's tracking page", async () => {
    const order = anOrder({ status: 'shipped', shipment: { courier: 'gig', trackingNumber: 'GIG-556 01' } });
    renderDashboard({ orders: Promise.resolve<Order[]>([order]) });
    const card = await screen.findByRole('article', { name: `Order ${order.orderNumber}` });
    const shipment = within(card).getByRole('region', { name: 'Sent with GIG Logistics' });
    expect(shipment).toHaveTextContent('Tracking number: GIG-556 01');
    const link = within(shipment).getByRole('link', { name: 'Track it on the GIG Logistics site' });
    expect(link).toHaveAttribute('href', 'https://giglogistics.com/track');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('says so when there are no orders yet', async () => {
    renderDashboard();
    expect(await screen.findByText(messages.auth.noOrders)).toBeInTheDocument();
  });

  it("says 'Failed to fetch orders' when the list cannot be read", async () => {
    renderDashboard({ orders: failed(new ApiError(500, 'The database is away')) });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch orders$/);
  });

  it('remembers the chosen tab in browser storage and opens on it next time', async () => {
    const person = userEvent.setup();
    renderDashboard();
    await person.click(screen.getByRole('tab', { name: 'account' }));
    expect(screen.getByRole('tab', { name: 'account' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(localStorage.getItem('dashboardTab')).toBe('account');
  });

  it('moves between the tabs with the arrow keys', async () => {
    const person = userEvent.setup();
    renderDashboard();
    await person.click(screen.getByRole('tab', { name: 'my orders' }));
    await person.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'saved items' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'saved items' })).toHaveAttribute('aria-selected', 'true');
    await person.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'account' })).toHaveFocus();
  });
});
