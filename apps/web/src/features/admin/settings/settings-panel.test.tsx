import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, type SettingsResponse } from '@shop/shared/settings/settings-schemas';
import { signInAs } from '../../../testing/staff-session';
import { stubApi, type StubRoutes } from '../../../testing/stub-api';
import { startAdminPage } from '../shell/admin-page-data';
import { AdminPage } from '../shell/admin-page';
import { AppStoresProvider } from '../../../lib/store/app-stores';
import { testStores } from '../../../testing/test-stores';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const stored: SettingsResponse = {
  settings: DEFAULT_SHOP_SETTINGS,
  updatedAt: '2026-11-20T09:30:00.000Z',
  updatedBy: 'ngozi',
};

function openSettings(routes: StubRoutes, role = 'admin') {
  signInAs(role);
  localStorage.setItem('adminTab', 'settings');
  const calls = stubApi({ 'GET /admin/settings': () => [200, stored], ...routes });
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        loader: ({ request }) => startAdminPage(new URL(request.url)),
        element: <AdminPage />,
      },
    ],
    {
      initialEntries: ['/admin'],
    },
  );
  const store = testStores();
  render(
    <AppStoresProvider stores={store}>
      <RouterProvider router={router} />
    </AppStoresProvider>,
  );
  return calls;
}

/** The JSON body of the last PUT /api/admin/settings. */
function sentUpdate() {
  const put = vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => init?.method === 'PUT')
    .at(-1);
  return put ? JSON.parse(String(put[1]!.body)) : undefined;
}

// Many clicks and keystrokes: on a busy machine these take longer than the default 5 s.
describe('the admin settings tab', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('comes after the overview and shows the stored channels and who changed them last', async () => {
    openSettings({});
    const tabs = (await screen.findAllByRole('tab')).map((t) => t.textContent);
    // The product description's tabs first, then the additions: overview, settings, discounts, customers, audit,
    // pages, returns.
    expect(tabs.slice(-7)).toEqual([
      'overview',
      'settings',
      'discounts',
      'customers',
      'audit',
      'pages',
      'returns',
    ]);
    expect(screen.getByRole('tab', { name: 'settings' })).toHaveAttribute('aria-selected', 'true');

    expect(await screen.findByRole('checkbox', { name: 'Card (Verve, Visa, Mastercard)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bank transfer' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Offer pay on delivery' })).not.toBeChecked();
    expect(screen.getByText('Last changed by ngozi on 20th November 2026 at 10:30')).toBeInTheDocument();
  });

  it("shows the product feeds' addresses with where to paste each, and copies one", async () => {
    const feeds = {
      meta: 'https://glownaija.ng/feeds/meta.csv',
      google: 'https://glownaija.ng/feeds/google.xml',
    };
    openSettings({ 'GET /admin/settings': () => [200, { ...stored, feeds }] });
    const meta = await screen.findByLabelText('Meta feed (Facebook, Instagram and WhatsApp catalogues)');
    expect(meta).toHaveValue(feeds.meta);
    expect(meta).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Google feed (Google Shopping)')).toHaveValue(feeds.google);
    expect(screen.getByText(/In Commerce Manager: Catalogue → Data sources/)).toBeInTheDocument();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy the Google address' }));
    expect(writeText).toHaveBeenCalledWith(feeds.google);
    expect(toast.success).toHaveBeenCalledWith('Address copied');
  });

  it('shows a manager the low-stock level but not how shoppers pay (decision 0036)', async () => {
    openSettings({}, 'manager');
    expect(await screen.findByLabelText('Low-stock level')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Bank transfer' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'users' })).toBeNull();
  });

  it('saves bank transfer, USSD and pay on delivery in the searched states, then says who changed them', async () => {
    const user = userEvent.setup();
    openSettings({
      'PUT /admin/settings': (body) => [
        200,
        {
          // The server answers every part of the settings, the ones not sent (and fields of a part
          // not sent, such as the payment links' hours) as they were.
          settings: {
            ...DEFAULT_SHOP_SETTINGS,
            ...(body as object),
            payment: { ...DEFAULT_SHOP_SETTINGS.payment, ...(body as { payment?: object }).payment },
          } as never,
          updatedAt: '2026-11-24T17:00:00.000Z',
          updatedBy: 'amaka',
        },
      ],
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Bank transfer' }));
    await user.click(screen.getByRole('checkbox', { name: 'USSD' }));
    await user.click(screen.getByRole('checkbox', { name: 'Offer pay on delivery' }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Guests may pay on delivery (without an account)' }),
    );
    await user.type(screen.getByLabelText('Maximum order total (₦)'), '50000');
    await user.click(screen.getByRole('checkbox', { name: 'Abia' }));
    // The search narrows the list; a state chosen before it stays chosen and is sent.
    await user.type(screen.getByLabelText('Find a state'), 'lag');
    expect(screen.queryByRole('checkbox', { name: 'Abia' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Lagos' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved'));
    expect(sentUpdate()).toEqual({
      payment: {
        channels: ['card', 'bank_transfer', 'ussd'],
        payOnDelivery: {
          enabled: true,
          states: ['Abia', 'Lagos'],
          maxAmount: 50000,
          guests: true,
          confirmHours: 24,
        },
      },
    });
    expect(screen.getByText('Last changed by amaka on 24th November 2026 at 18:00')).toBeInTheDocument();
  });

  it('refuses no channel at all, or pay on delivery in no state, without asking the server', async () => {
    const user = userEvent.setup();
    openSettings({});
    await user.click(await screen.findByRole('checkbox', { name: 'Card (Verve, Visa, Mastercard)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Offer pay on delivery' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    const card = screen.getByRole('checkbox', { name: 'Card (Verve, Visa, Mastercard)' });
    await vi.waitFor(() => expect(card).toHaveAccessibleDescription('Choose at least one payment channel'));
    await vi.waitFor(() => expect(card).toHaveFocus());
    expect(toast.error).toHaveBeenCalledWith('Choose at least one payment channel');
    expect(screen.getByRole('checkbox', { name: 'Lagos' })).toHaveAccessibleDescription(
      'Choose at least one state for pay on delivery',
    );
    expect(sentUpdate()).toBeUndefined();
  });

  it('refuses a maximum that is not whole naira', async () => {
    const user = userEvent.setup();
    openSettings({});
    await user.type(await screen.findByLabelText('Maximum order total (₦)'), '12.50');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Maximum order total (₦)')).toHaveAccessibleDescription(
        /Enter the maximum as whole naira above 0/,
      ),
    );
    expect(sentUpdate()).toBeUndefined();
  });

  it('saves how long a pay-on-delivery order may wait for its confirmation', async () => {
    const user = userEvent.setup();
    openSettings({
      'PUT /admin/settings': () => [200, { ...stored, updatedAt: '2026-11-24T17:00:00.000Z' }],
    });
    const hours = await screen.findByLabelText('Flag pay-on-delivery orders not confirmed after (hours)');
    expect(hours).toHaveValue('24');
    await user.clear(hours);
    await user.type(hours, '6');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved'));
    expect(sentUpdate().payment.payOnDelivery.confirmHours).toBe(6);
  });

  it('refuses confirmation hours outside 1 to 168 without asking the server', async () => {
    const user = userEvent.setup();
    openSettings({});
    const hours = await screen.findByLabelText('Flag pay-on-delivery orders not confirmed after (hours)');
    for (const typed of ['0', '169', '2.5']) {
      await user.clear(hours);
      await user.type(hours, typed);
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      await vi.waitFor(() =>
        expect(hours).toHaveAccessibleDescription(
          /^Enter how long to wait for a confirmation as whole hours from 1 to 168/,
        ),
      );
    }
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(sentUpdate()).toBeUndefined();
  });

  it("shows the server's refusal of the confirmation hours by its field", async () => {
    const user = userEvent.setup();
    openSettings({
      'PUT /admin/settings': () => [
        400,
        {
          message: 'Enter how long to wait for a confirmation as whole hours from 1 to 168',
          field: 'payment.payOnDelivery.confirmHours',
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    const hours = screen.getByLabelText('Flag pay-on-delivery orders not confirmed after (hours)');
    await vi.waitFor(() =>
      expect(hours).toHaveAccessibleDescription(
        /^Enter how long to wait for a confirmation as whole hours from 1 to 168/,
      ),
    );
  });

  it("shows the server's refusal in a toast and by the field it names", async () => {
    const user = userEvent.setup();
    openSettings({
      'PUT /admin/settings': () => [
        400,
        { message: 'Unknown payment channel: mobile_money', field: 'payment.channels' },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Unknown payment channel: mobile_money'));
    const channels = within(screen.getByRole('group', { name: 'Payment channels' }));
    await vi.waitFor(() =>
      expect(channels.getByRole('checkbox', { name: 'USSD' })).toHaveAccessibleDescription(
        'Unknown payment channel: mobile_money',
      ),
    );
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByText(/Last changed by ngozi/)).toBeInTheDocument();
  });
});
