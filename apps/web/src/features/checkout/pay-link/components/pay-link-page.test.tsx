import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayLinkView } from '@shop/shared/orders/pay-link-schemas';
import { ApiError } from '../../../../lib/api-client';
import { anOrder } from '../../../../testing/factories';
import { stubApi } from '../../../../testing/stub-api';
import { PayLinkPage } from './pay-link-page';

// /pay/:token, the page a chat customer opens from the shop's message: the order, and one way to pay it.

const order = anOrder({ status: 'pending', orderNumber: 'GN-100077' });
const view: PayLinkView = {
  shopName: 'Glow Naija',
  order: { ...order, pickup: false },
  expiresAt: '2026-12-01T09:00:00.000Z',
  payment: {
    reference: 'sandbox_ref_77',
    amount: 24000,
    amountKobo: 2_400_000,
    subtotal: 17000,
    transportCost: 7000,
    currency: 'NGN',
    email: 'amaka@example.ng',
    items: [],
    provider: 'sandbox',
    publicKey: 'pk_sandbox_glownaija',
    accessCode: null,
    orderNumber: 'GN-100077',
    channels: ['card'],
  },
};

function renderPage(answer: Promise<PayLinkView>) {
  const router = createMemoryRouter(
    [
      { path: '/pay/:token', element: <PayLinkPage view={answer} /> },
      { path: '/order/:token', element: <p>Order page</p> },
    ],
    { initialEntries: ['/pay/link-token-1'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the payment link page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the shop, the order’s items, where it goes and the total, and until when the link is open', async () => {
    renderPage(Promise.resolve(view));
    expect(await screen.findByRole('heading', { name: 'Pay for order GN-100077' })).toBeInTheDocument();
    expect(screen.getByText('Glow Naija')).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText('Velvet Matte Lipstick')).toBeInTheDocument();
    expect(within(items).getByRole('img', { name: 'Velvet Matte Lipstick' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Delivery' })).getByText(/12 Allen Avenue/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₦24,000' })).toBeEnabled();
    expect(screen.getByText('This link is open until 1 Dec 2026, 10:00.')).toBeInTheDocument();
  });

  it('pays in the sandbox by the checkout’s confirmation and lands on the order’s page', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'POST /payments/sandbox/charge': () => [
        200,
        { reference: 'sandbox_ref_77', status: 'success', channel: 'card', details: null },
      ],
      'POST /order/orders': () => [200, { message: 'Order created successfully', viewToken: 'view-77' }],
    });
    const router = renderPage(Promise.resolve(view));
    await user.click(await screen.findByRole('button', { name: 'Pay ₦24,000' }));
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/order/view-77'));
    expect(calls).toEqual(['POST /payments/sandbox/charge', 'POST /order/orders']);
  });

  it('waits for a transfer, reading the link again until it says paid, then lands on the order’s page', async () => {
    const user = userEvent.setup();
    let reads = 0;
    const calls = stubApi({
      // Read once as the popup closes (a transfer is on its way), then again while waiting.
      'GET /pay/link-token-1': () =>
        ++reads < 3
          ? [200, { ...view, awaitingTransferUntil: '2026-12-01T09:30:00.000Z' }]
          : [410, { message: 'This order has already been paid. Thank you!' }],
      'POST /order/orders': () => [200, { message: 'Order created successfully', viewToken: 'view-77' }],
    });
    const router = renderPage(Promise.resolve(view));
    await user.click(await screen.findByRole('button', { name: 'Pay ₦24,000' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText('We are waiting for your payment to arrive. This page updates by itself.'),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/order/view-77'), { timeout: 9000 });
    expect(calls).toEqual([
      'GET /pay/link-token-1',
      'GET /pay/link-token-1',
      'GET /pay/link-token-1',
      'POST /order/orders',
    ]);
  }, 15_000);

  it('says so when the link was paid or has expired, with nothing to pay', async () => {
    const paid = Promise.reject(new ApiError(410, 'This order has already been paid. Thank you!'));
    paid.catch(() => undefined);
    renderPage(paid);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order has already been paid. Thank you!',
    );
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });
});
