import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProduct, aShade } from '../../../../testing/factories';
import { signInAs } from '../../../../testing/staff-session';
import { stubApi, type StubRoutes } from '../../../../testing/stub-api';
import { NewOrderForm } from './new-order-form';
import { AppStoresProvider } from '../../../../lib/store/app-stores';
import { testStores } from '../../../../testing/test-stores';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const lipstick = aProduct({
  productId: 'GN-MU-001',
  name: 'Velvet Lip',
  price: 8500,
  colors: [
    aShade({ _id: 'shade-espresso', name: 'Espresso' }),
    aShade({ _id: 'shade-berry', name: 'Berry' }),
  ],
});

function openForm(routes: StubRoutes) {
  signInAs('sales');
  const sent: unknown[] = [];
  stubApi({
    'GET /product/products?q=velvet&limit=8': () => [200, { products: [lipstick], total: 1 }],
    ...routes,
    'POST /admin/orders': (body) => {
      sent.push(body);
      return (
        routes['POST /admin/orders']?.(body) ?? [
          201,
          { order: { id: 'o1', orderNumber: 'GN-100200', status: 'paid', amount: 17000 } },
        ]
      );
    },
  });
  const onDone = vi.fn();
  const router = createMemoryRouter([{ path: '/', element: <NewOrderForm onDone={onDone} /> }]);
  render(
    <AppStoresProvider stores={testStores()}>
      <RouterProvider router={router} />
    </AppStoresProvider>,
  );
  return { sent, onDone };
}

async function takeTwoBerries() {
  await userEvent.type(screen.getByLabelText('Find a product'), 'velvet');
  const found = await screen.findByRole('list', { name: 'Products found' });
  await userEvent.selectOptions(within(found).getByLabelText('Shade of Velvet Lip'), 'Berry');
  await userEvent.click(within(found).getByRole('button', { name: 'Add Velvet Lip' }));
  await userEvent.click(within(found).getByRole('button', { name: 'Add Velvet Lip' }));
  await userEvent.type(screen.getByLabelText('Customer name'), 'Amaka Nwosu');
  await userEvent.type(screen.getByLabelText('Customer phone'), '0803 555 0101');
}

describe('the new order form', { timeout: 20_000 }, () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('finds a product, takes two of one shade, and records a walk-in pickup paid by cash', async () => {
    const { sent } = openForm({});
    await takeTwoBerries();
    const lines = screen.getByRole('list', { name: 'Order lines' });
    expect(within(lines).getByLabelText(/Quantity of Velvet Lip \(Berry\)/)).toHaveValue(2);
    await userEvent.selectOptions(screen.getByLabelText('Channel'), 'Walk-in');
    await userEvent.click(screen.getByLabelText('Pickup at the shop'));
    await userEvent.click(screen.getByRole('button', { name: 'Record order' }));
    expect(await screen.findByRole('heading', { name: 'Order GN-100200 recorded' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Order GN-100200 recorded');
    expect(sent).toEqual([
      {
        items: [{ productId: 'GN-MU-001', colorId: 'shade-berry', quantity: 2 }],
        customer: { name: 'Amaka Nwosu', phone: '0803 555 0101' },
        delivery: { pickup: true },
        channel: 'walk_in',
        discountCode: '',
        payment: { method: 'cash' },
      },
    ]);
  });

  it('shows the server’s refusal by the field it names, and records nothing without a product', async () => {
    const { sent } = openForm({
      'POST /admin/orders': () => [
        400,
        { message: 'Please enter a valid Nigerian phone number', field: 'customer.phone' },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Record order' }));
    expect(await screen.findByText('Add at least one product')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await takeTwoBerries();
    await userEvent.click(screen.getByLabelText('Pickup at the shop'));
    await userEvent.click(screen.getByRole('button', { name: 'Record order' }));
    const phone = screen.getByLabelText('Customer phone');
    await vi.waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(toast.error).toHaveBeenCalledWith('Please enter a valid Nigerian phone number');
  });

  it('records a WhatsApp order paid by link and has it ready to copy or send in WhatsApp, the text typed', async () => {
    const link = 'https://glownaija.ng/pay/tok_123';
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { sent } = openForm({
      'POST /admin/orders': () => [
        201,
        {
          order: {
            id: 'o2',
            orderNumber: 'GN-100201',
            status: 'pending',
            amount: 17000,
            payLink: link,
            payLinkExpiresAt: '2026-12-01T09:00:00.000Z',
          },
        },
      ],
    });
    await takeTwoBerries();
    await userEvent.click(screen.getByLabelText('Pickup at the shop'));
    await userEvent.selectOptions(screen.getByLabelText('Payment', { exact: true }), 'link');
    await userEvent.click(screen.getByRole('button', { name: 'Record order' }));
    expect(await screen.findByRole('heading', { name: 'Order GN-100201 recorded' })).toBeInTheDocument();
    expect(sent).toMatchObject([{ payment: { method: 'link' }, channel: 'whatsapp' }]);
    expect(screen.getByLabelText('Payment link')).toHaveValue(link);

    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(toast.success).toHaveBeenCalledWith('Payment link copied');

    const whatsapp = new URL(screen.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')!);
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/2348035550101');
    expect(whatsapp.searchParams.get('text')).toBe(
      [
        'Hello Amaka Nwosu, thank you for your order GN-100201 from Glow Naija:',
        '- 2 × Velvet Lip (Berry)',
        'Total: ₦17,000',
        `Pay securely here: ${link}`,
        'The link is open until 1 Dec 2026, 10:00.',
      ].join('\n'),
    );
  });
});
