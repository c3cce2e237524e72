import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@shop/shared/orders/order-schemas';
import { anOrder } from '../../../../testing/factories';
import { signInAs } from '../../../../testing/staff-session';
import { stubApi } from '../../../../testing/stub-api';
import { PayLinkPanel } from './pay-link-panel';
import { AppStoresProvider } from '../../../../lib/store/app-stores';
import { testStores } from '../../../../testing/test-stores';

function renderPanel(order: Order, role = 'sales') {
  signInAs(role);
  const router = createMemoryRouter([{ path: '/admin', element: <PayLinkPanel order={order} /> }], {
    initialEntries: ['/admin'],
  });
  render(
    <AppStoresProvider stores={testStores()}>
      <RouterProvider router={router} />
    </AppStoresProvider>,
  );
}

const unpaid = anOrder({ _id: 'o9', status: 'pending', orderNumber: 'GN-100090' });

describe('an unpaid order’s payment link in the orders tab', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('shows the open link on the shop’s address, to copy or send to the customer’s WhatsApp', () => {
    renderPanel({ ...unpaid, payLink: { path: '/pay/tok_9', expiresAt: '2026-12-01T09:00:00.000Z' } });
    expect(screen.getByLabelText('Payment link')).toHaveValue(`${window.location.origin}/pay/tok_9`);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/2348035550142\?text=Hello%20Amaka%20Nwosu%2C/,
    );
  });

  it('makes a link for an order without one, then offers it', async () => {
    const calls = stubApi({
      'POST /admin/orders/o9/pay-link': () => [
        200,
        { url: 'https://glownaija.ng/pay/tok_new', expiresAt: '2026-12-01T09:00:00.000Z' },
      ],
    });
    renderPanel(unpaid);
    await userEvent.click(screen.getByRole('button', { name: 'Make payment link' }));
    expect(await screen.findByLabelText('Payment link')).toHaveValue('https://glownaija.ng/pay/tok_new');
    expect(calls).toEqual(['POST /admin/orders/o9/pay-link']);
  });

  it('is not offered on a paid order, nor to staff who do not take orders', () => {
    renderPanel(anOrder({ status: 'paid' }));
    expect(screen.queryByRole('button', { name: 'Make payment link' })).toBeNull();
    renderPanel(unpaid, 'fulfilment');
    expect(screen.queryByRole('button', { name: 'Make payment link' })).toBeNull();
  });
});
