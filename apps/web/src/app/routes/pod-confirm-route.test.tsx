import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shop/shared/messages';
import { PodConfirmationViewSchema } from '@shop/shared/orders/pod-confirmation-schemas';
import { anOrder } from '../../testing/factories';
import { stubApi, type StubRoutes } from '../../testing/stub-api';
import { Component } from './pod-confirm-route';
import { loader } from './pod-confirm-route-data';

const say = messages.podConfirmation;
const view = {
  ...PodConfirmationViewSchema.omit({ confirmation: true, open: true }).parse(anOrder()),
  confirmation: 'unconfirmed' as const,
  open: true,
};

/** The page as its route serves it: the loader reads the link's order, the page shows it. */
function showPage(url = '/orders/confirm/tok') {
  const router = createMemoryRouter([{ path: '/orders/confirm/:token', loader, Component }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
}

function renderPage(routes: StubRoutes, url?: string) {
  const calls = stubApi(routes);
  showPage(url);
  return { calls, person: userEvent.setup() };
}

describe('the pay-on-delivery confirm page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the order and confirms it only when the shopper taps Confirm order', async () => {
    const { calls, person } = renderPage({
      'GET /order/pay-on-delivery/tok': () => [200, view],
      'POST /order/pay-on-delivery/tok': (body) => {
        expect(body).toEqual({ answer: 'confirm' });
        return [200, { confirmation: 'confirmed', message: say.confirmed }];
      },
    });
    expect(await screen.findByRole('heading', { name: say.title })).toBeInTheDocument();
    expect(screen.getByText(`Order ${view.orderNumber}`)).toBeInTheDocument();
    expect(screen.getByText(view.items[0]!.productName)).toBeInTheDocument();
    expect(calls).toEqual(['GET /order/pay-on-delivery/tok']);
    await person.click(screen.getByRole('button', { name: say.confirm }));
    expect(await screen.findByText(say.confirmed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: say.confirm })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: say.cancel })).toBeInTheDocument();
  });

  it('from the cancel link puts Cancel order first, and cancelling leaves no button', async () => {
    const { person } = renderPage(
      {
        'GET /order/pay-on-delivery/tok': () => [200, view],
        'POST /order/pay-on-delivery/tok': () => [200, { confirmation: 'cancelled', message: say.cancelled }],
      },
      '/orders/confirm/tok?answer=cancel',
    );
    await screen.findByRole('heading', { name: say.title });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([say.cancel, say.confirm]);
    await person.click(screen.getByRole('button', { name: say.cancel }));
    expect(await screen.findByText(say.cancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says why when the link is not valid, or the order has left the shop', async () => {
    renderPage({ 'GET /order/pay-on-delivery/tok': () => [404, { message: say.linkNotFound }] });
    expect(await screen.findByRole('alert')).toHaveTextContent(say.linkNotFound);
  });

  it('waits with a spinner while the order is read', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {})); // an answer still on its way
    showPage();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  });

  it('takes no answer once the order has shipped', async () => {
    renderPage({ 'GET /order/pay-on-delivery/tok': () => [200, { ...view, open: false }] });
    expect(await screen.findByText(say.closed)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
