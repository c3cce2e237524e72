import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shop/shared/messages';
import { Component } from './unsubscribe-route';
import { loader } from './unsubscribe-route-data';
import { stubApi, type StubRoutes } from '../../testing/stub-api';

// /unsubscribe?token=… as its route serves it: the loader reads whose link it is, the page asks.

const say = messages.comeBack;
const EMAIL = 'amaka@example.ng';

function showPage(url: string) {
  const router = createMemoryRouter([{ path: '/unsubscribe', loader, Component }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

function renderPage(routes: StubRoutes, url = '/unsubscribe?token=mail-tok') {
  const calls = stubApi(routes);
  showPage(url);
  return calls;
}

describe('the unsubscribe page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the address, changes nothing on opening, and stops the mails on the button', async () => {
    const calls = renderPage({
      'GET /mail/unsubscribe?token=mail-tok': () => [200, { email: EMAIL, unsubscribed: false }],
      'POST /mail/unsubscribe?token=mail-tok': () => [200, { email: EMAIL, unsubscribed: true }],
    });
    expect(await screen.findByText(say.unsubscribeAsk(EMAIL))).toBeInTheDocument();
    expect(calls).toEqual(['GET /mail/unsubscribe?token=mail-tok']);
    await userEvent.click(screen.getByRole('button', { name: say.unsubscribeButton }));
    expect(await screen.findByText(say.unsubscribed(EMAIL))).toHaveAttribute('role', 'status');
    expect(calls).toEqual(['GET /mail/unsubscribe?token=mail-tok', 'POST /mail/unsubscribe?token=mail-tok']);
  });

  it('says so when the address has already unsubscribed', async () => {
    renderPage({ 'GET /mail/unsubscribe?token=mail-tok': () => [200, { email: EMAIL, unsubscribed: true }] });
    expect(await screen.findByText(say.unsubscribed(EMAIL))).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('waits with a spinner while the link is read', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {})); // an answer still on its way
    showPage('/unsubscribe?token=mail-tok');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  });

  it('refuses a link without its token, asking nothing', async () => {
    const calls = renderPage({}, '/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent(say.unsubscribeBadLink);
    expect(screen.getByRole('heading', { name: say.unsubscribeTitle })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("says why when the server refuses the link's token", async () => {
    renderPage({ 'GET /mail/unsubscribe?token=mail-tok': () => [400, { message: say.unsubscribeBadLink }] });
    expect(await screen.findByRole('alert')).toHaveTextContent(say.unsubscribeBadLink);
  });
});
