import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@shop/shared/orders/order-schemas';
import { anOrder } from '../../../testing/factories';
import { signInAs } from '../../../testing/staff-session';
import { stubApi } from '../../../testing/stub-api';
import { OrderStatusControl } from './order-status-control';
import { AppStoresProvider } from '../../../lib/store/app-stores';
import { testStores } from '../../../testing/test-stores';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

// Marking an order shipped asks for its courier and tracking number before it is saved (decision 47).

const processing = anOrder({ _id: 'a1b2c3d4-0000-4000-8000-000000000007', status: 'processing' });
const ROUTE = `PATCH /order/orders/${processing._id}/status`;

function showControl(order: Order, role = 'fulfilment') {
  signInAs(role);
  const sent: unknown[] = [];
  stubApi({
    [ROUTE]: (body) => {
      sent.push(body);
      return [200, { message: 'Order marked as shipped', order: { ...order, status: 'shipped' } }];
    },
  });
  const router = createMemoryRouter([{ path: '/', element: <OrderStatusControl order={order} /> }]);
  render(
    <AppStoresProvider stores={testStores()}>
      <RouterProvider router={router} />
    </AppStoresProvider>,
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('marking an order shipped', () => {
  it('asks for the courier and tracking number, and sends them with the status', async () => {
    const sent = showControl(processing);
    expect(screen.getByLabelText('Change status')).toHaveValue('shipped');
    await userEvent.selectOptions(screen.getByLabelText('Courier'), 'GIG Logistics');
    await userEvent.type(screen.getByLabelText('Tracking number (optional)'), 'GIG-556 01');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(sent).toEqual([{ status: 'shipped', courier: 'gig', trackingNumber: 'GIG-556 01' }]);
    expect(toast.success).toHaveBeenCalledWith('Order marked as shipped');
  });

  it('sends nothing until a courier is chosen, and says so by the courier field', async () => {
    const sent = showControl(processing);
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    const courier = screen.getByLabelText('Courier');
    expect(courier).toHaveAttribute('aria-invalid', 'true');
    expect(courier).toHaveAccessibleDescription('Please choose the courier taking the order');
    expect(courier).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('asks for no courier on another step', async () => {
    const sent = showControl(processing, 'owner');
    await userEvent.selectOptions(screen.getByLabelText('Change status'), 'cancelled');
    expect(screen.queryByLabelText('Courier')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Tracking number (optional)')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
