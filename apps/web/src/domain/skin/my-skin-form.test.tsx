import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shop/shared/messages';
import { stubApi, type StubRoutes } from '../../testing/stub-api';
import { MySkinForm } from './my-skin-form';
import { readSkinInBrowser } from './skin-in-browser';
import { AppStoresProvider } from '../../lib/store/app-stores';
import { testStores } from '../../testing/test-stores';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function renderForm(signedIn: boolean, routes: StubRoutes = {}) {
  const calls = stubApi(routes);
  const store = testStores();
  render(
    <AppStoresProvider stores={store}>
      <MemoryRouter>
        <MySkinForm signedIn={signedIn} />
      </MemoryRouter>
    </AppStoresProvider>,
  );
  return { calls, person: userEvent.setup() };
}

describe('My skin', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("keeps a guest's skin type and concerns in this browser, under visible labels", async () => {
    const { calls, person } = renderForm(false);
    expect(screen.getByRole('radio', { name: 'Not sure' })).toBeChecked();
    await person.click(screen.getByRole('radio', { name: 'Oily' }));
    await person.click(screen.getByRole('checkbox', { name: 'Dullness' }));
    await person.click(screen.getByRole('checkbox', { name: 'Acne' }));
    await person.click(screen.getByRole('button', { name: 'Save my skin' }));
    expect(readSkinInBrowser()).toEqual({ skinType: 'oily', concerns: ['acne', 'dullness'] });
    expect(toast.success).toHaveBeenCalledWith(messages.skin.saved);
    expect(calls).toEqual([]);
  });

  it("shows and saves a signed-in shopper's skin on her account", async () => {
    let sent: unknown;
    const { person } = renderForm(true, {
      'GET /auth/skin': () => [200, { skinType: 'dry', concerns: ['ageing'] }],
      'PUT /auth/skin': (body) => {
        sent = body;
        return [200, body];
      },
    });
    expect(await screen.findByRole('radio', { name: 'Dry' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ageing' })).toBeChecked();
    await person.click(screen.getByRole('radio', { name: 'Combination' }));
    await person.click(screen.getByRole('button', { name: 'Save my skin' }));
    await vi.waitFor(() => expect(sent).toEqual({ skinType: 'combination', concerns: ['ageing'] }));
    await vi.waitFor(() => expect(readSkinInBrowser().skinType).toBe('combination'));
  });
});
