import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvitedOrder } from '@shop/shared/catalog/review-schemas';
import { messages } from '@shop/shared/messages';
import { Component } from './review-invite-route';
import { loader } from './review-invite-route-data';
import { aReview } from '../../testing/factories';
import { stubApi, type StubRoutes } from '../../testing/stub-api';

// /review/:token as its route serves it: the loader reads the invitation, the page shows its products.

const invitation: InvitedOrder = {
  orderNumber: 'GN-100031',
  products: [
    { productId: 'GN-SK-007', name: 'Glow Naija Shea Butter Serum', image: null, review: null },
    {
      productId: 'GN-MU-001',
      name: 'Velvet Matte Lipstick',
      image: null,
      review: aReview({ productId: 'GN-MU-001' }),
    },
  ],
};

function showPage() {
  const router = createMemoryRouter([{ path: '/review/:token', loader, Component }], {
    initialEntries: ['/review/invite-tok'],
  });
  render(<RouterProvider router={router} />);
}

function renderPage(routes: StubRoutes) {
  const calls = stubApi(routes);
  showPage();
  return calls;
}

describe('the review invitation page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the order's products, a form for each not yet reviewed, and marks one reviewed once sent", async () => {
    const written = aReview({ productId: 'GN-SK-007', review: 'Lovely and light.' });
    const calls = renderPage({
      'GET /review/invite/invite-tok': () => [200, invitation],
      'POST /review/invite/invite-tok': () => [200, { message: 'Thanks', review: written }],
    });
    expect(
      await screen.findByRole('heading', { name: messages.reviews.inviteTitle('GN-100031') }),
    ).toBeInTheDocument();
    const serum = screen.getByRole('region', { name: 'Glow Naija Shea Butter Serum' });
    const lipstick = screen.getByRole('region', { name: 'Velvet Matte Lipstick' });
    expect(within(lipstick).getByRole('status')).toHaveTextContent(messages.reviews.reviewedFromOrder);
    expect(calls).toEqual(['GET /review/invite/invite-tok']);

    const person = userEvent.setup();
    await person.click(within(serum).getByRole('radio', { name: '5 stars' }));
    await person.type(within(serum).getByRole('textbox', { name: 'Your review' }), 'Lovely and light.');
    await person.click(within(serum).getByRole('button', { name: 'Submit review' }));
    expect(await within(serum).findByText(messages.reviews.reviewedFromOrder)).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(serum).getByText('Lovely and light.')).toBeInTheDocument();
  });

  it('waits with a spinner while the invitation is read', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {})); // an answer still on its way
    showPage();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  });

  it('says why when the link is not valid', async () => {
    renderPage({ 'GET /review/invite/invite-tok': () => [404, { message: messages.reviews.inviteBadLink }] });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.reviews.inviteBadLink);
  });
});
