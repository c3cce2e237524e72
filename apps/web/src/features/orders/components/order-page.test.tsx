import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@shop/shared/orders/order-schemas';
import { ApiError } from '../../../lib/api-client';
import { anOrder } from '../../../testing/factories';
import { stubApi } from '../../../testing/stub-api';
import { OrderPage } from './order-page';

/** /order/:token as the route shows it: the loader's read, and the order the checkout handed over. */
function renderPage(order: Promise<Order>, handed?: Order) {
  const router = createMemoryRouter([{ path: '/order/:token', element: <OrderPage order={order} /> }], {
    initialEntries: [{ pathname: '/order/view-token-1', state: handed ? { order: handed } : null }],
  });
  return render(<RouterProvider router={router} />);
}

const never = () => new Promise<Order>(() => {});
const failed = (error: unknown) => {
  const promise = Promise.reject<Order>(error);
  promise.catch(() => undefined);
  return promise;
};

describe('the order confirmation page', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the order number to quote, what was bought, where it goes and what it cost', async () => {
    renderPage(Promise.resolve(anOrder()));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByText('GN-100001')).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText('Velvet Matte Lipstick')).toBeInTheDocument();
    expect(within(items).getByText('₦17,000')).toBeInTheDocument(); // subtotal
    expect(within(items).getByText('₦24,000')).toBeInTheDocument(); // total
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText(/12 Allen Avenue/)).toBeInTheDocument();
    expect(screen.getByText('ref_1741166940000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('thanks no one for an order that was cancelled or refunded in full: its heading says what happened', async () => {
    const cases: [Partial<Order>, string][] = [
      [{ status: 'cancelled', refunded: 24000 }, 'Your order was cancelled and refunded'],
      [{ status: 'cancelled' }, 'Your order was cancelled'],
      [{ status: 'delivered', refunded: 24000 }, 'Your order was refunded'],
      [{ status: 'delivered', refunded: 5000 }, 'Thank you for your order!'],
    ];
    for (const [change, heading] of cases) {
      const { unmount } = renderPage(Promise.resolve(anOrder({ amount: 24000, ...change })));
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      unmount();
    }
  });

  it('waits for a bank transfer or a USSD payment in words that fit both, never calling USSD a transfer', async () => {
    const until = new Date(Date.now() + 20 * 60_000).toISOString();
    renderPage(Promise.resolve(anOrder({ status: 'pending', amount: 24000, transferExpiresAt: until })));
    const waiting = await screen.findByText('Waiting for your payment of ₦24,000');
    expect(waiting.closest('[role="status"]')).not.toBeNull();
    const note = waiting.closest<HTMLElement>('[role="status"]')!;
    expect(note).toHaveTextContent(/by bank transfer to the account, or dial the USSD code/);
    expect(note).not.toHaveTextContent(/your transfer/i);
  });

  it('while a transfer may land, reads the order again every few seconds (after a failed read too) until it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const until = new Date(Date.now() + 20 * 60_000).toISOString();
    const waiting = anOrder({ status: 'pending', amount: 24000, transferExpiresAt: until });
    const answers: [number, unknown][] = [
      [500, { message: 'down' }],
      [200, { order: waiting }],
      [200, { order: { ...waiting, status: 'paid' } }],
    ];
    const calls = stubApi({ 'GET /order/view/view-token-1': () => answers.shift() ?? [500, {}] });
    renderPage(Promise.resolve(waiting));
    expect(await screen.findByText('Waiting for your payment of ₦24,000')).toBeInTheDocument();
    expect(calls).toEqual([]); // the page has just read it
    await vi.advanceTimersByTimeAsync(2_500);
    expect(calls).toEqual([]); // nor asks before its pause
    // The next read comes a pause after each answer (the failed one too).
    for (const reads of [1, 2, 3]) {
      for (let step = 0; step < 20 && calls.length < reads; step++) await vi.advanceTimersByTimeAsync(250);
      expect(calls).toHaveLength(reads);
    }
    expect(
      await screen.findByText(/A confirmation with a link to this page is on its way/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Waiting for your payment/)).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(9_000);
    expect(calls).toHaveLength(3); // paid: no more reads
  });

  it("names the delivery as the shop's own option was called when it was chosen", async () => {
    const order = anOrder({
      transportOption: 'LAGOSRID-6796',
      deliveryName: 'Lagos Rider',
      transportCost: 1500,
    });
    renderPage(Promise.resolve(order));
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('Lagos Rider · ₦1,500')).toBeInTheDocument();
    expect(screen.queryByText(/LAGOSRID/)).not.toBeInTheDocument();
  });

  it("shows a shipped order's courier and tracking number, with a link to the courier's tracking page", async () => {
    const order = anOrder({ status: 'shipped', shipment: { courier: 'dhl', trackingNumber: '1234567890' } });
    renderPage(Promise.resolve(order));
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    const shipment = within(delivery).getByRole('region', { name: 'Sent with DHL' });
    expect(shipment).toHaveTextContent('Tracking number: 1234567890');
    const link = within(shipment).getByRole('link', { name: 'Track it on the DHL site' });
    expect(link).toHaveAttribute(
      'href',
      'https://www.dhl.com/ng-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it("names the shop's rider, with no tracking number or link when none was given", async () => {
    renderPage(
      Promise.resolve(anOrder({ status: 'shipped', shipment: { courier: 'rider', trackingNumber: null } })),
    );
    const shipment = await screen.findByRole('region', { name: 'Sent with Our rider' });
    expect(within(shipment).queryByRole('link')).not.toBeInTheDocument();
    expect(shipment).not.toHaveTextContent('Tracking number');
  });

  it('shows a chat order picked up at the shop, with no e-mail, without an empty address or mail line', async () => {
    renderPage(
      Promise.resolve(
        anOrder({ email: '', address: 'Pickup at the shop', state: '', city: '', transportOption: 'PICKUP' }),
      ),
    );
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText(/Pickup at the shop/, { selector: 'address' })).not.toHaveTextContent(
      ',',
    );
    expect(screen.queryByText(/on its way to/)).toBeNull();
    expect(screen.getByText("Keep this page's address to come back to your order.")).toBeInTheDocument();
  });

  it('waits with a spinner while the order is read', () => {
    renderPage(never());
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order');
  });

  it('shows the order handed over by the checkout at once, before the read arrives', () => {
    renderPage(never(), anOrder({ orderNumber: 'GN-100042' }));
    expect(screen.getByText('GN-100042')).toBeInTheDocument();
  });

  it("says why when the link's order cannot be read", async () => {
    renderPage(failed(new ApiError(404, 'This order link is not valid')));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order link is not valid');
  });

  it('keeps the handed order when the read fails', async () => {
    renderPage(failed(new ApiError(0, 'Network error')), anOrder({ orderNumber: 'GN-100042' }));
    expect(await screen.findByText('GN-100042')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
