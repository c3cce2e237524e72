import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry, AuditPageResponse } from '@shop/shared/admin/audit-schemas';
import { signInAs } from '../../../testing/staff-session';
import { stubApi } from '../../../testing/stub-api';
import { startAdminPage } from '../shell/admin-page-data';
import { tabsFor } from '../shell/admin-tabs';
import { AuditPanel } from './audit-panel';
import { fieldValue } from './audit-format';
import { AppStoresProvider } from '../../../lib/store/app-stores';
import { testStores } from '../../../testing/test-stores';

const TUNDE = 'a1b2c3d4-0000-4000-8000-00000000000a';
const NGOZI = 'a1b2c3d4-0000-4000-8000-00000000000b';

const edited: AuditEntry = {
  id: 2,
  at: '2026-11-24T21:05:00.000Z',
  actor: { id: NGOZI, name: 'ngozi_owner', email: 'ngozi@example.ng' },
  kind: 'product.updated',
  subject: { type: 'product', id: 'p1' },
  summary: 'Edited Shea Glow (AUD-001): price, stock',
  before: { price: 4000, stock: 10 },
  after: { price: 4500.5, stock: 7 },
};
const shipped: AuditEntry = {
  id: 1,
  at: '2026-11-24T09:30:00.000Z',
  actor: { id: TUNDE, name: 'tunde_packer', email: 'tunde@example.ng' },
  kind: 'order.status',
  subject: { type: 'order', id: 'o1' },
  summary: 'Order GN-100042: processing → shipped',
  before: { status: 'processing' },
  after: { status: 'shipped' },
};
const actors = [
  { id: NGOZI, name: 'ngozi_owner' },
  { id: TUNDE, name: 'tunde_packer' },
];
const page = (entries: AuditEntry[], total = entries.length): [number, AuditPageResponse] => [
  200,
  { entries, total, page: 1, pageSize: 20, actors },
];

function showAudit(routes: Parameters<typeof stubApi>[0]) {
  signInAs('owner');
  localStorage.setItem('adminTab', 'audit');
  const calls = stubApi(routes);
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        loader: ({ request }) => startAdminPage(new URL(request.url)),
        element: <AuditPanel />,
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

describe('the audit view', () => {
  it('shows each change newest first: when in Lagos time, who, what, and the fields before → after in naira', async () => {
    showAudit({ 'GET /admin/audit?page=1': () => page([edited, shipped]) });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByText('24 Nov 2026, 22:05')).toBeInTheDocument();
    expect(first.getByText('ngozi_owner')).toBeInTheDocument();
    expect(first.getByText('Edited Shea Glow (AUD-001): price, stock')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('price₦4,000 → ₦4,500.5');
    expect(items[0]).toHaveTextContent('stock10 → 7');
    expect(items[1]).toHaveTextContent('statusprocessing → shipped');
    expect(within(items[1]!).getByText('tunde_packer')).toBeInTheDocument();
  });

  it('filters by person and by kind with labelled selects, asking the server for that page', async () => {
    const calls = showAudit({
      'GET /admin/audit?page=1': () => page([edited, shipped]),
      [`GET /admin/audit?page=1&actor=${TUNDE}`]: () => page([shipped]),
      [`GET /admin/audit?page=1&actor=${TUNDE}&kind=order.status`]: () => page([shipped]),
    });
    const person = await screen.findByLabelText('Person');
    await userEvent.selectOptions(person, 'tunde_packer');
    // The shipped entry was listed before the filter too: wait for the other one to go.
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('Order GN-100042: processing → shipped')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Kind of change'), 'Order status');
    await vi.waitFor(() =>
      expect(calls).toContain(`GET /admin/audit?page=1&actor=${TUNDE}&kind=order.status`),
    );
  });

  it('pages like the other admin lists', async () => {
    const calls = showAudit({
      'GET /admin/audit?page=1': () => page([edited], 45),
      'GET /admin/audit?page=2': () => page([shipped], 45),
    });
    expect(await screen.findByText('1–20 of 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(calls).toContain('GET /admin/audit?page=2'));
    expect(await screen.findByText('21–40 of 45')).toBeInTheDocument();
  });

  it('is a tab for the owner and admins only', () => {
    expect(tabsFor('owner').map((t) => t.id)).toContain('audit');
    expect(tabsFor('admin').map((t) => t.id)).toContain('audit');
    for (const role of ['manager', 'fulfilment', 'support', 'user'])
      expect(tabsFor(role).map((t) => t.id)).not.toContain('audit');
  });

  it('writes money with ₦, nothing as none, lists joined, and Lagos time whatever the clock', () => {
    expect(fieldValue('payOnDelivery.maxAmount', 80000)).toBe('₦80,000');
    expect(fieldValue('stock', 3)).toBe('3');
    expect(fieldValue('type', null)).toBe('none');
    expect(fieldValue('inStock', true)).toBe('yes');
    expect(fieldValue('shades', ['Ruby (#9b111e): 4 in stock', 'Cocoa (#5c3a21): stock not counted'])).toBe(
      'Ruby (#9b111e): 4 in stock; Cocoa (#5c3a21): stock not counted',
    );
  });
});
