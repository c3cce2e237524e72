import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminDeliveryOption } from '@shop/shared/delivery/delivery-options';
import { stubApi, type StubRoutes } from '../../../testing/stub-api';
import { DeliverySection } from './delivery-section';
import { AppStoresProvider } from '../../../lib/store/app-stores';
import { testStores } from '../../../testing/test-stores';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const guo: AdminDeliveryOption = {
  id: 'GUO',
  label: 'GUO',
  price: 4000,
  eta: '2–4 working days',
  description: '',
  area: 'everywhere',
  states: [],
  lgas: [],
  position: 1,
  active: true,
  updatedAt: '2026-11-24T10:00:00.000Z',
};

function open(routes: StubRoutes = {}) {
  localStorage.setItem('token', 'token-admin');
  const sent: unknown[] = [];
  const calls = stubApi({
    'GET /admin/delivery-options': () => [200, { options: [guo] }],
    'POST /admin/delivery-options': (body) => {
      sent.push(body);
      return [201, { option: { ...guo, ...(body as object), id: 'LAGOSSAM-1A2B', position: 2 } }];
    },
    ...routes,
  });
  const router = createMemoryRouter([{ path: '/admin', element: <DeliverySection freeOver={null} /> }], {
    initialEntries: ['/admin'],
  });
  const store = testStores();
  render(
    <AppStoresProvider stores={store}>
      <RouterProvider router={router} />
    </AppStoresProvider>,
  );
  return { calls, sent };
}

describe('the delivery editor', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the options with their price, time and where they go', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Delivery options' });
    expect(within(list).getByText('GUO')).toBeInTheDocument();
    expect(within(list).getByText(/₦4,000/)).toBeInTheDocument();
    expect(within(list).getByText('Every state')).toBeInTheDocument();
  });

  it('adds an option for chosen states, sending the state as named in the list', async () => {
    const { sent } = open();
    const form = screen.getByRole('region', { name: 'New delivery option' });
    await userEvent.type(within(form).getByLabelText('Name shoppers see'), 'Lagos same day');
    await userEvent.type(within(form).getByLabelText('Price (₦)'), '1,500');
    await userEvent.type(within(form).getByLabelText('Delivery time'), 'Same day');
    await userEvent.click(within(form).getByRole('radio', { name: 'Chosen states' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Lagos' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add option' }));
    expect(await screen.findByText('Lagos same day')).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        label: 'Lagos same day',
        price: 1500,
        eta: 'Same day',
        area: 'states',
        states: ['Lagos'],
      }),
    ]);
    expect(toast.success).toHaveBeenCalledWith('Delivery option saved');
  });

  it('refuses a price that is not whole naira by its field, sending nothing', async () => {
    const { calls } = open();
    const form = screen.getByRole('region', { name: 'New delivery option' });
    await userEvent.type(within(form).getByLabelText('Name shoppers see'), 'Kano');
    await userEvent.type(within(form).getByLabelText('Price (₦)'), '12.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Add option' }));
    expect(await within(form).findByText('Enter the price as whole naira, 0 or more')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });
});
