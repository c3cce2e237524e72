import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@shop/shared/orders/order-schemas';
import { anOrder } from '../../../testing/factories';
import { ReceiptActions } from './receipt-actions';

function renderActions(order: Order) {
  const router = createMemoryRouter([{ path: '/order/:token', element: <ReceiptActions order={order} /> }], {
    initialEntries: ['/order/view-token-1'],
  });
  render(<RouterProvider router={router} />);
}

describe('the receipt on the order page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('links to the PDF receipt of the page’s token, saved under the order number', () => {
    renderActions(anOrder({ status: 'paid' }));
    const link = screen.getByRole('link', { name: 'Download receipt (PDF)' });
    expect(link).toHaveAttribute('href', '/api/order/view/view-token-1/receipt.pdf');
    expect(link).toHaveAttribute('download', 'receipt-GN-100001.pdf');
    // jsdom cannot share files: only the download is offered.
    expect(screen.queryByRole('button', { name: 'Share receipt on WhatsApp' })).not.toBeInTheDocument();
  });

  it('offers to share the PDF (to WhatsApp) where the browser can share files', () => {
    vi.stubGlobal('navigator', { ...navigator, canShare: () => true, share: vi.fn() });
    renderActions(anOrder({ status: 'paid' }));
    expect(screen.getByRole('button', { name: 'Share receipt on WhatsApp' })).toBeInTheDocument();
  });

  it('offers no receipt before the order is paid', () => {
    renderActions(anOrder({ status: 'pending' }));
    expect(screen.queryByRole('link', { name: 'Download receipt (PDF)' })).not.toBeInTheDocument();
  });
});
