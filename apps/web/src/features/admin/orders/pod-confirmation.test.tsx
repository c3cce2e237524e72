import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@shop/shared/orders/order-schemas';
import { anOrder } from '../../../testing/factories';
import { signInAs } from '../../../testing/staff-session';
import { stubApi, type StubRoutes } from '../../../testing/stub-api';
import { startAdminPage } from '../shell/admin-page-data';
import { OrdersPanel } from './orders-panel';
import { AppStoresProvider } from '../../../lib/store/app-stores';
import { testStores } from '../../../testing/test-stores';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

// The orders tab shows each pay-on-delivery order's answer to "confirm your order", filters by
// it, and lets staff confirm one after a call (decision 53).

const CREATED = '2026-11-28T08:00:00.000Z';
const pod = (
  id: string,
  name: string,
  answer: Partial<NonNullable<Order['payOnDelivery']>>,
  over: Partial<Order> = {},
): Order =>
  anOrder({
    _id: `a1b2c3d4-0000-4000-8000-00000000000${id}`,
    orderNumber: `GN-10000${id}`,
    name,
    status: 'pay_on_delivery',
    paidAt: null,
    createdAt: CREATED,
    transactionId: '',
    payOnDelivery: {
      collectedVia: null,
      collectedAt: null,
      confirmation: 'unconfirmed',
      answeredVia: null,
      answeredAt: null,
      flaggedAt: null,
      ...answer,
    },
    ...over,
  });

const confirmed = pod('1', 'Chioma Obi', { confirmation: 'confirmed', answeredVia: 'link' });
const cancelled = pod(
  '2',
  'Bisi Ade',
  { confirmation: 'cancelled', answeredVia: 'whatsapp' },
  {
    status: 'cancelled',
  },
);
const waiting = pod('3', 'Amaka Nwosu', {});
// Flagged 24 hours (and a minute, the job's round) after it was made.
const flagged = pod('4', 'Ngozi Eze', { flaggedAt: '2026-11-29T08:01:00.000Z' });
const paidOnline = anOrder({ _id: 'a1b2c3d4-0000-4000-8000-000000000005', name: 'Tolu Bello' });

const LIST = 'GET /order/orders?limit=24&offset=0';
const page = (data: Order[]) => [200, { data, total: data.length }] as [number, unknown];

function showOrders(routes: StubRoutes, role = 'fulfilment') {
  signInAs(role);
  localStorage.setItem('adminTab', 'orders');
  const calls = stubApi(routes);
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        loader: ({ request }) => startAdminPage(new URL(request.url)),
        element: <OrdersPanel />,
      },
    ],
    { initialEntries: ['/admin'] },
  );
  render(
    <AppStoresProvider stores={testStores()}>
      <RouterProvider router={router} />
    </AppStoresProvider>,
  );
  return { calls, router };
}
const card = (name: string) => screen.findByRole('article', { name: `Order of ${name}` });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('pay-on-delivery confirmation in the orders tab', () => {
  it("shows each pay-on-delivery order's answer, and the flagged one's wait, on its card", async () => {
    showOrders({ [LIST]: () => page([confirmed, cancelled, waiting, flagged, paidOnline]) });
    expect(within(await card('Chioma Obi')).getByText('Confirmed')).toBeVisible();
    expect(within(await card('Bisi Ade')).getByText('Cancelled by customer')).toBeVisible();
    expect(within(await card('Amaka Nwosu')).getByText('Unconfirmed')).toBeVisible();
    const late = within(await card('Ngozi Eze')).getByText('Not confirmed after 24 h');
    expect(late.closest('[data-confirmation]')).toHaveAttribute('data-confirmation', 'flagged');
    const online = await card('Tolu Bello');
    for (const word of ['Confirmed', 'Unconfirmed', 'Cancelled by customer'])
      expect(within(online).queryByText(word)).not.toBeInTheDocument();
  });

  it('filters by confirmation through the server, and keeps the choice in the address', async () => {
    const { calls, router } = showOrders({
      [LIST]: () => page([confirmed, waiting, flagged]),
      'GET /order/orders?confirmation=flagged&limit=24&offset=0': () => page([flagged]),
    });
    await card('Chioma Obi');
    await userEvent.selectOptions(screen.getByLabelText('Confirmation'), 'Not confirmed in time');
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Order of Chioma Obi' })).toBeNull());
    expect(await card('Ngozi Eze')).toBeVisible();
    expect(screen.getByText('1 order')).toBeVisible();
    expect(router.state.location.search).toBe('?confirmation=flagged');
    expect(calls).toContain('GET /order/orders?confirmation=flagged&limit=24&offset=0');
    expect(screen.getByLabelText('Confirmation')).toHaveValue('flagged');
  });

  it('marks an unconfirmed order confirmed after a call, and the list shows it confirmed', async () => {
    let shown = [waiting, confirmed];
    const { calls } = showOrders({
      [LIST]: () => page(shown),
      [`POST /order/orders/${waiting._id}/pay-on-delivery/confirm`]: () => {
        const done = pod('3', 'Amaka Nwosu', { confirmation: 'confirmed', answeredVia: 'staff' });
        shown = [done, confirmed];
        return [200, { message: `Order ${waiting.orderNumber} marked as confirmed`, order: done }];
      },
    });
    const amaka = await card('Amaka Nwosu');
    // Only an unconfirmed order offers it.
    expect(
      within(await card('Chioma Obi')).queryByRole('button', { name: /Mark confirmed/ }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      within(amaka).getByRole('button', { name: 'Mark confirmed (phoned the customer)' }),
    );
    expect(toast.success).toHaveBeenCalledWith('Order GN-100003 marked as confirmed');
    await vi.waitFor(() => expect(within(amaka).getByText('Confirmed')).toBeVisible());
    expect(within(amaka).queryByRole('button', { name: /Mark confirmed/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([
      `POST /order/orders/${waiting._id}/pay-on-delivery/confirm`,
    ]);
  });

  it('offers no confirm button to staff who may not send orders out', async () => {
    showOrders({ [LIST]: () => page([waiting]) }, 'support');
    const amaka = await card('Amaka Nwosu');
    expect(within(amaka).getByText('Unconfirmed')).toBeVisible();
    expect(within(amaka).queryByRole('button', { name: /Mark confirmed/ })).not.toBeInTheDocument();
  });
});
