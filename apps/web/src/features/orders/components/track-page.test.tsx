import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrackedOrderSchema, type TrackedOrder } from '@shop/shared/orders/order-schemas';
import { anOrder } from '../../../testing/factories';
import { stubApi, type StubRoutes } from '../../../testing/stub-api';
import { TrackPage } from './track-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/** What tracking answers: the order without the delivery address, phone or name. */
const shipped = anOrder({
  status: 'shipped',
  history: [
    { status: 'paid', at: '2026-03-05T09:31:00.000Z' },
    { status: 'shipped', at: '2026-03-06T14:00:00.000Z' },
  ],
});
const tracked: TrackedOrder = TrackedOrderSchema.parse(shipped);

function renderPage(routes: StubRoutes = {}) {
  const calls = stubApi(routes);
  render(
    <MemoryRouter>
      <TrackPage />
    </MemoryRouter>,
  );
  return { calls, person: userEvent.setup() };
}

async function track(person: ReturnType<typeof userEvent.setup>, number = 'GN-100001') {
  await person.type(screen.getByLabelText('Order number'), number);
  await person.type(screen.getByLabelText('Email address'), 'amaka@example.ng');
  await person.click(screen.getByRole('button', { name: 'Track order' }));
}

describe('tracking an order without an account', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('asks for the order number and e-mail address before looking anything up', async () => {
    const { calls, person } = renderPage();
    await person.click(screen.getByRole('button', { name: 'Track order' }));
    // The form's rule loads with the lookup's code, once the shopper is in the form.
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Please enter your order number and email address'),
    );
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Order number')).toHaveAccessibleDescription(
        'Please enter your order number',
      ),
    );
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('shows the order it finds, with its items, total and status', async () => {
    const { person } = renderPage({
      'POST /order/track': (body) => {
        expect(body).toEqual({ orderNumber: 'GN-100001', email: 'amaka@example.ng' });
        return [200, { order: tracked }];
      },
    });
    await track(person);
    const order = await screen.findByRole('region', { name: 'Order GN-100001' });
    expect(within(order).getByText('Velvet Matte Lipstick')).toBeInTheDocument();
    expect(within(order).getByText('₦24,000')).toBeInTheDocument();
    expect(within(order).getAllByText('shipped').length).toBeGreaterThan(0);
  });

  it('says why when no order matches, and shows none', async () => {
    const { person } = renderPage({
      'POST /order/track': () => [404, { message: 'No order matches that number and e-mail address' }],
    });
    await track(person, 'GN-999999');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No order matches that number and e-mail address',
    );
    expect(screen.queryByRole('region', { name: /^Order GN-/ })).not.toBeInTheDocument();
  });

  it('treats an answer without the order as a failure, not as an empty order', async () => {
    const { person } = renderPage({ 'POST /order/track': () => [200, { message: 'ok' }] });
    await track(person);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Unexpected answer from \/order\/track/);
  });
});
