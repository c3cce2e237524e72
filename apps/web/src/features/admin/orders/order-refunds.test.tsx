import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@shop/shared/orders/order-schemas';
import { signInAs } from '../../../testing/staff-session';
import { stubApi, type StubRoutes } from '../../../testing/stub-api';
import { OrderRefunds } from './order-refunds';
import { AppStoresProvider } from '../../../lib/store/app-stores';
import { testStores } from '../../../testing/test-stores';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const paid = {
  _id: 'a1b2c3d4-0000-4000-8000-000000000001',
  orderNumber: 'GN-100042',
  paidAt: '2026-11-24T10:00:00.000Z',
  amount: 9000,
  status: 'paid',
} as unknown as Order;

const ROUTE = `POST /order/orders/${paid._id}/refunds`;

function showRefunds(order: Order, routes: StubRoutes) {
  signInAs('admin');
  const calls = stubApi(routes);
  const router = createMemoryRouter([{ path: '/', element: <OrderRefunds order={order} /> }]);
  render(
    <AppStoresProvider stores={testStores()}>
      <RouterProvider router={router} />
    </AppStoresProvider>,
  );
  return calls;
}

/** The headers of the n-th refund request sent. */
const sentHeaders = (n: number) =>
  (vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/refunds'))[n]![1] as RequestInit)
    .headers as Record<string, string>;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('refunding an order from its details', () => {
  it('prefills what is left, asks to confirm naming the amount and order number, then sends one refund with a key', async () => {
    const sent: unknown[] = [];
    const calls = showRefunds(
      { ...paid, refunded: 1000 },
      {
        [ROUTE]: (body) => {
          sent.push(body);
          const refund = {
            id: 'r1',
            amount: 4000,
            status: 'pending',
            reason: 'Cracked jar',
            provider: 'paystack',
            createdAt: '2026-11-24T11:00:00.000Z',
          };
          return [201, { refund }];
        },
      },
    );
    const amount = screen.getByLabelText('Amount to refund (₦)');
    expect(amount).toHaveValue('8000');
    await userEvent.clear(amount);
    await userEvent.type(amount, '4000');
    await userEvent.type(screen.getByLabelText('Reason'), 'Cracked jar');
    await userEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    expect(calls).not.toContain(ROUTE);
    expect(screen.getByText('Refund ₦4,000 on order GN-100042?')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, refund' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Refund of ₦4,000 recorded'));
    expect(sent).toEqual([{ amount: 4000, reason: 'Cracked jar' }]);
    expect(sentHeaders(0)['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
  });

  it('asks for a reason before any confirmation, and shows the server refusing an amount', async () => {
    const calls = showRefunds(paid, {
      [ROUTE]: () => [400, { message: 'You can refund at most ₦9,000 on this order', field: 'amount' }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    expect(await screen.findByText('Please give a reason for the refund')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Yes, refund' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Reason'), 'Goodwill');
    await userEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, refund' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('You can refund at most ₦9,000 on this order'),
    );
    expect(calls.filter((c) => c === ROUTE)).toHaveLength(1);
  });

  it('shows nothing for an order never paid', () => {
    showRefunds({ ...paid, paidAt: null, status: 'pending' } as Order, {});
    expect(screen.queryByRole('region', { name: 'Refunds' })).toBeNull();
  });
});
