import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Customer, CustomerDetails, CustomersPage } from '@shop/shared/customers/customer-schemas';
import { signInAs } from '../../../testing/staff-session';
import { stubApi, type StubRoutes } from '../../../testing/stub-api';
import { startAdminPage } from '../shell/admin-page-data';
import { tabsFor } from '../shell/admin-tabs';
import { CustomersPanel } from './customers-panel';
import { AppStoresProvider } from '../../../lib/store/app-stores';
import { testStores } from '../../../testing/test-stores';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const AMAKA = 'a1b2c3d4-0000-4000-8000-0000000000a1';
const amaka: Customer = {
  id: AMAKA,
  name: 'Amaka Nwosu',
  phone: '+2348035550101',
  email: 'amaka@example.ng',
  phones: ['+2348035550101'],
  emails: ['amaka@example.ng'],
  orders: 2,
  totalSpentKobo: 2_150_000,
  firstOrderAt: '2026-11-20T10:00:00.000Z',
  lastOrderAt: '2026-11-24T10:00:00.000Z',
  channels: ['web', 'whatsapp'],
};
const page = (data: Customer[], total = data.length): [number, CustomersPage] => [200, { data, total }];
const details = (notes: CustomerDetails['notes'] = []): [number, CustomerDetails] => [
  200,
  {
    customer: amaka,
    orders: [
      {
        id: 'a1b2c3d4-0000-4000-8000-0000000000b2',
        orderNumber: 'GN-100043',
        createdAt: '2026-11-24T10:00:00.000Z',
        status: 'paid',
        amountKobo: 1_000_000,
        refundedKobo: 0,
        channel: 'whatsapp',
      },
      {
        id: AMAKA,
        orderNumber: 'GN-100042',
        createdAt: '2026-11-20T10:00:00.000Z',
        status: 'delivered',
        amountKobo: 1_150_000,
        refundedKobo: 0,
        channel: 'web',
      },
    ],
    notes,
  },
];

function showCustomers(routes: StubRoutes, role = 'owner') {
  signInAs(role);
  localStorage.setItem('adminTab', 'customers');
  const calls = stubApi(routes);
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        loader: ({ request }) => startAdminPage(new URL(request.url)),
        element: <CustomersPanel />,
      },
    ],
    { initialEntries: ['/admin'] },
  );
  render(
    <AppStoresProvider stores={testStores()}>
      <RouterProvider router={router} />
    </AppStoresProvider>,
  );
  return calls;
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the customers tab', () => {
  it('shows one card per person: phone, e-mail, orders, what they spent in naira, first and last order, channels', async () => {
    showCustomers({ 'GET /admin/customers?limit=24&offset=0': () => page([amaka]) });
    const card = await screen.findByRole('article', { name: 'Amaka Nwosu' });
    expect(screen.getByText('1 customer')).toBeInTheDocument();
    for (const text of ['+2348035550101', 'amaka@example.ng', '₦21,500', 'Website', 'WhatsApp'])
      expect(within(card).getByText(text)).toBeInTheDocument();
    expect(card).toHaveTextContent('Orders2');
  });

  it('searches by name, phone or e-mail with a labelled field, asking the server', async () => {
    const calls = showCustomers({
      'GET /admin/customers?limit=24&offset=0': () => page([amaka]),
      'GET /admin/customers?q=0803+555&limit=24&offset=0': () => page([amaka]),
    });
    await userEvent.type(await screen.findByLabelText('Find a customer'), '0803 555');
    await vi.waitFor(() => expect(calls).toContain('GET /admin/customers?q=0803+555&limit=24&offset=0'));
  });

  it("opens a person's page with their orders, and adds a note that then shows with its author", async () => {
    let notes: CustomerDetails['notes'] = [];
    const sent: unknown[] = [];
    showCustomers({
      'GET /admin/customers?limit=24&offset=0': () => page([amaka]),
      [`GET /admin/customers/${AMAKA}`]: () => details(notes),
      [`POST /admin/customers/${AMAKA}/notes`]: (body) => {
        sent.push(body);
        const note = {
          id: 'a1b2c3d4-0000-4000-8000-0000000000c3',
          body: 'Prefers WhatsApp',
          author: { id: null, name: 'ngozi' },
          createdAt: '2026-11-25T09:00:00.000Z',
        };
        notes = [note];
        return [201, { note }];
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Customer page of Amaka Nwosu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Amaka Nwosu' });
    expect(await within(dialog).findByText('GN-100043')).toBeInTheDocument();
    expect(within(dialog).getByText('GN-100042')).toBeInTheDocument();
    expect(within(dialog).getByText('No notes yet.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(await within(dialog).findByText('Write the note')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('New note'), 'Prefers WhatsApp');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(await within(dialog).findByText('Prefers WhatsApp')).toBeInTheDocument();
    expect(sent).toEqual([{ body: 'Prefers WhatsApp' }]);
    expect(within(dialog).getByText(/ngozi/)).toBeInTheDocument();
  });

  it('offers the CSV to the roles with exports only, and is a tab for the roles that read orders', async () => {
    showCustomers({ 'GET /admin/customers?limit=24&offset=0': () => page([amaka]) }, 'sales');
    await screen.findByRole('article', { name: 'Amaka Nwosu' });
    expect(screen.queryByRole('button', { name: 'Download customers CSV' })).toBeNull();
    for (const role of ['owner', 'manager', 'fulfilment', 'support', 'sales'])
      expect(tabsFor(role).map((t) => t.id)).toContain('customers');
    expect(tabsFor('user').map((t) => t.id)).not.toContain('customers');
  });
});
