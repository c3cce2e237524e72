import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Return } from '@shop/shared/returns/return-schemas';
import { signInAs } from '../../../testing/staff-session';
import { stubApi } from '../../../testing/stub-api';
import { ReturnCard } from './return-card';
import { AppStoresProvider } from '../../../lib/store/app-stores';
import { testStores } from '../../../testing/test-stores';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const PATCH = 'PATCH /admin/returns/r1';

const requested: Return = {
  id: 'r1',
  orderId: 'a1b2c3d4-0000-4000-8000-000000000001',
  orderNumber: 'GN-100042',
  customerName: 'Ngozi Eze',
  email: 'ngozi@example.ng',
  status: 'requested',
  reason: 'The lid arrived broken',
  note: null,
  photos: ['0123456789abcdef0123.webp'],
  items: [{ orderItemId: 'line-1', name: 'Velvet Lipstick', color: 'Cocoa', quantity: 1, price: 5000 }],
  value: 5000,
  outcome: null,
  refunded: 0,
  credited: 0,
  exchange: null,
  createdAt: '2026-11-29T08:00:00.000Z',
  updatedAt: '2026-11-29T08:00:00.000Z',
};

/** The card as the panel holds it: each answer from the server replaces the return shown. */
function Holder({ initial }: { initial: Return }) {
  const [item, setItem] = useState(initial);
  return <ReturnCard item={item} onChanged={setItem} />;
}

/** Shows the card to `role`; each PATCH answers the return moved to the step asked. */
function showCard(initial: Return, role: 'admin' | 'fulfilment' = 'admin', refuse = false) {
  signInAs(role);
  const sent: unknown[] = [];
  const next: Record<string, Partial<Return>> = {
    approve: { status: 'approved' },
    refuse: { status: 'refused' },
    receive: { status: 'received' },
  };
  let current = initial;
  stubApi({
    [PATCH]: (body) => {
      sent.push(body);
      if (refuse) return [409, { message: 'A return that is closed cannot be received' }];
      const action = body as { action: string; outcome?: Return['outcome']; note?: string };
      current = {
        ...current,
        ...(action.action === 'close'
          ? {
              status: 'closed',
              outcome: action.outcome!,
              refunded: action.outcome === 'refund' ? 5000 : 0,
              credited: action.outcome === 'credit' ? 5000 : 0,
              exchange:
                action.outcome === 'exchange'
                  ? { name: 'Velvet Lipstick', color: 'Ruby', quantity: 1 }
                  : null,
            }
          : next[action.action]),
        note: action.note ?? current.note,
      };
      return [200, { return: current }];
    },
    'GET /product/products/GN-MU-001': () => [
      200,
      {
        product: {
          _id: 'p1',
          productId: 'GN-MU-001',
          name: 'Velvet Lipstick',
          fullname: 'Velvet Lipstick',
          description: '',
          category: 'makeup',
          price: 5000,
          image: null,
          inStock: true,
          colors: [
            { _id: 'c-cocoa', name: 'Cocoa', code: '#5c3a21', inStock: true },
            { _id: 'c-ruby', name: 'Ruby', code: '#9b111e', inStock: true },
          ],
        },
      },
    ],
  });
  const router = createMemoryRouter([{ path: '/', element: <Holder initial={initial} /> }]);
  render(
    <AppStoresProvider stores={testStores()}>
      <RouterProvider router={router} />
    </AppStoresProvider>,
  );
  return sent;
}

const card = () => screen.getByRole('article', { name: 'Return on order GN-100042' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('a return’s card in the admin returns tab', () => {
  it('shows the lines, reason and photos; approves with a note, marks it received, and closes with store credit', async () => {
    const user = userEvent.setup();
    const sent = showCard(requested);
    expect(card()).toHaveTextContent('1 × Velvet Lipstick (Cocoa)');
    expect(card()).toHaveTextContent('The lid arrived broken');
    expect(screen.getByRole('img', { name: 'Photo 1 of the return' })).toHaveAttribute(
      'src',
      '/api/images/0123456789abcdef0123-w200.webp',
    );
    expect(screen.getByRole('link', { name: 'Photo 1 of the return' })).toHaveAttribute(
      'href',
      '/api/images/0123456789abcdef0123.webp',
    );

    await user.type(screen.getByLabelText('Note to the customer'), 'Send it with the order number');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved: please send the items back')).toBeInTheDocument();
    expect(screen.getByText('“Send it with the order number”')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark received' }));
    expect(await screen.findByText('Received by the shop')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Give store credit' }));
    expect(await screen.findByText(/Store credit · credit ₦5,000/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Refund|Give store credit|Exchange/ }),
    ).not.toBeInTheDocument();
    expect(sent).toEqual([
      { action: 'approve', note: 'Send it with the order number' },
      { action: 'receive' },
      { action: 'close', outcome: 'credit' },
    ]);
    expect(toast.success).toHaveBeenLastCalledWith('Closed');
  }, 20_000);

  it('refuses with the note the shopper will read', async () => {
    const user = userEvent.setup();
    const sent = showCard(requested);
    await user.type(screen.getByLabelText('Note to the customer'), 'The seal is open');
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('Refused')).toBeInTheDocument();
    expect(screen.queryByLabelText('Note to the customer')).not.toBeInTheDocument();
    expect(sent).toEqual([{ action: 'refuse', note: 'The seal is open' }]);
  }, 20_000);

  it('closes a received return with a refund', async () => {
    const user = userEvent.setup();
    const sent = showCard({ ...requested, status: 'received' });
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(/Refunded · refunded ₦5,000/)).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'close', outcome: 'refund' }]);
  }, 20_000);

  it('closes a received return with an exchange for the chosen product and shade', async () => {
    const user = userEvent.setup();
    const sent = showCard({ ...requested, status: 'received' });
    await user.type(screen.getByLabelText('Product code'), 'GN-MU-001');
    await user.tab();
    await user.selectOptions(await screen.findByLabelText('Shade'), 'Ruby');
    await user.click(screen.getByRole('button', { name: 'Exchange' }));
    expect(await screen.findByText(/Exchanged · sent 1 × Velvet Lipstick \(Ruby\)/)).toBeInTheDocument();
    expect(sent).toEqual([
      { action: 'close', outcome: 'exchange', productId: 'GN-MU-001', colorId: 'c-ruby' },
    ]);
  }, 20_000);

  it('offers fulfilment only the step its role may take, and says why the server refused one', async () => {
    const user = userEvent.setup();
    showCard({ ...requested, status: 'approved' }, 'fulfilment', true);
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark received' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('A return that is closed cannot be received'),
    );
    expect(screen.getByText('Approved: please send the items back')).toBeInTheDocument();
  }, 20_000);
});
