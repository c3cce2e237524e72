import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@shop/shared/orders/order-schemas';
import { signInAs } from '../../../testing/staff-session';
import { readAdminTab, tabsFor } from '../shell/admin-tabs';
import { AdminTabNav } from '../shell/admin-tab-nav';
import { OrderRefunds } from '../orders/order-refunds';
import { OrderStatusControl } from '../orders/order-status-control';
import { PrintSlipsButtons } from '../orders/print-slips-buttons';
import { UserRow } from './user-row';
import { AppStoresProvider } from '../../../lib/store/app-stores';
import { testStores } from '../../../testing/test-stores';

// The admin shows each staff role only the tabs and buttons it may use (decision 0036); the
// server refuses the rest whatever the page shows (admin-role-matrix.test.ts).

const paid = {
  _id: 'a1b2c3d4-0000-4000-8000-000000000001',
  orderNumber: 'GN-100042',
  paidAt: '2026-11-24T10:00:00.000Z',
  amount: 9000,
  refunded: 0,
  refunds: [],
  status: 'paid',
} as unknown as Order;

function showAs(role: string, element: React.ReactNode) {
  signInAs(role);
  const router = createMemoryRouter([{ path: '/', element }]);
  render(
    <AppStoresProvider stores={testStores()}>
      <RouterProvider router={router} />
    </AppStoresProvider>,
  );
}

const tabNames = () => screen.getAllByRole('tab', { hidden: true }).map((t) => t.textContent);

afterEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

describe('the admin tabs a role sees', () => {
  it('shows the owner every tab, fulfilment orders, customers and returns, support reviews, orders, users, customers and returns', () => {
    expect(tabsFor('owner').map((t) => t.id)).toEqual(tabsFor('admin').map((t) => t.id));
    expect(tabsFor('owner').length).toBeGreaterThanOrEqual(8);
    expect(tabsFor('fulfilment').map((t) => t.id)).toEqual(['orders', 'customers', 'returns']);
    expect(tabsFor('support').map((t) => t.id)).toEqual([
      'reviews',
      'orders',
      'users',
      'customers',
      'returns',
    ]);
    expect(tabsFor('manager').map((t) => t.id)).not.toContain('users');
    expect(tabsFor('manager').map((t) => t.id)).toContain('settings');
  });

  it('opens fulfilment on orders even when another tab was saved', () => {
    signInAs('fulfilment');
    localStorage.setItem('adminTab', 'add');
    expect(readAdminTab()).toBe('orders');
  });

  it('lists only the orders, customers and returns tabs for a fulfilment member', () => {
    showAs('fulfilment', <AdminTabNav tab="orders" onChange={() => {}} open onOpenAlerts={() => {}} />);
    expect(tabNames()).toEqual(['orders', 'customers', 'returns']);
  });

  it('offers every staff role its alerts on this device, under the tabs', async () => {
    for (const role of ['fulfilment', 'sales']) {
      const onOpenAlerts = vi.fn();
      showAs(role, <AdminTabNav tab="orders" onChange={() => {}} open onOpenAlerts={onOpenAlerts} />);
      await userEvent.click(screen.getByRole('button', { name: 'Alerts on this device' }));
      expect(onOpenAlerts).toHaveBeenCalledOnce();
      cleanup();
      localStorage.clear();
    }
  });
});

describe('the order buttons a role sees', () => {
  it('offers fulfilment processing but not cancelling', () => {
    showAs('fulfilment', <OrderStatusControl order={paid} />);
    const options = within(screen.getByLabelText('Change status')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['processing']);
  });

  it('offers the owner cancelling too', () => {
    showAs('owner', <OrderStatusControl order={paid} />);
    const options = within(screen.getByLabelText('Change status')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toContain('cancelled');
  });

  it('gives support no status change and no slips', () => {
    showAs('support', <OrderStatusControl order={paid} />);
    expect(screen.queryByLabelText('Change status')).toBeNull();
    localStorage.clear();
    showAs('support', <PrintSlipsButtons ids={[paid._id]} />);
    expect(screen.queryByRole('button', { name: /slip/i })).toBeNull();
  });

  it('lets fulfilment print slips', () => {
    showAs('fulfilment', <PrintSlipsButtons ids={[paid._id]} />);
    expect(screen.getAllByRole('button', { name: /slip/i }).length).toBeGreaterThan(0);
  });

  it('shows the refund form to a manager, not to fulfilment', () => {
    showAs('fulfilment', <OrderRefunds order={paid} />);
    expect(screen.queryByRole('button', { name: /refund/i })).toBeNull();
    localStorage.clear();
    showAs('manager', <OrderRefunds order={paid} />);
    expect(screen.getByRole('button', { name: /refund/i })).toBeTruthy();
  });
});

describe('a person in the users tab', () => {
  const ada = { _id: 'u1', username: 'ada', email: 'ada@example.ng', role: 'user' };

  it('shows the role, and to the owner a labelled select whose choice is asked about', async () => {
    const chosen = vi.fn();
    render(
      <ul>
        <UserRow user={ada} mayChangeRole mayPromote onPromote={() => {}} onRoleChosen={chosen} />
      </ul>,
    );
    await userEvent.selectOptions(screen.getByLabelText('Role of ada'), 'fulfilment');
    expect(chosen).toHaveBeenCalledWith('fulfilment');
  });

  it('shows support the role as text, with no select and no promotion', () => {
    render(
      <ul>
        <UserRow
          user={{ ...ada, role: 'fulfilment' }}
          mayChangeRole={false}
          mayPromote={false}
          onPromote={() => {}}
          onRoleChosen={() => {}}
        />
      </ul>,
    );
    expect(screen.getByText('Fulfilment')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /admin/i })).toBeNull();
  });
});
