import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../../testing/staff-session';
import { stubApi, type StubRoutes } from '../../../testing/stub-api';
import type { DevicePush } from './browser-push';
import { DeviceAlertsSection } from './device-alerts-section';
import { AppStoresProvider } from '../../../lib/store/app-stores';
import { testStores } from '../../../testing/test-stores';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

// The API is stubbed at the network (stubApi); the browser's Push API, which the test DOM does not
// have, is a stand-in browser that answers as Chromium does.

const ENDPOINT = 'https://push.example.net/push/device-1';
const SUBSCRIPTION = { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'BPk3', auth: 'a9Zq' } };
const KEY = 'BEl6cGFwaWRrZXk';

function browser(over: Partial<DevicePush> = {}): DevicePush & { subscribedWith: string[] } {
  const subscribedWith: string[] = [];
  return {
    subscribedWith,
    supported: () => true,
    permission: () => 'default',
    current: () => Promise.resolve(null),
    subscribe: (key) => {
      subscribedWith.push(key);
      return Promise.resolve(SUBSCRIPTION);
    },
    unsubscribe: vi.fn(() => Promise.resolve()),
    ...over,
  };
}

function showAs(role: string, push: DevicePush, routes: StubRoutes = {}) {
  signInAs(role);
  const sent: Array<{ call: string; body: unknown }> = [];
  const calls = stubApi(
    Object.fromEntries(
      Object.entries(routes).map(([call, answer]) => [
        call,
        (body: unknown) => (sent.push({ call, body }), answer(body)),
      ]),
    ),
  );
  const router = createMemoryRouter([{ path: '/admin', element: <DeviceAlertsSection push={push} /> }], {
    initialEntries: ['/admin'],
  });
  render(
    <AppStoresProvider stores={testStores()}>
      <RouterProvider router={router} />
    </AppStoresProvider>,
  );
  return { sent, calls };
}

/** The line saying where the device stands, once the first check is done. */
async function status() {
  await vi.waitFor(() => expect(screen.getByRole('status')).not.toHaveTextContent('Checking this device…'));
  return screen.getByRole('status');
}
const boxes = () =>
  screen
    .getAllByRole('checkbox')
    .map((box) => [box.parentElement?.textContent, (box as HTMLInputElement).checked]);
const GET_DEVICE = `GET /admin/push-subscriptions?endpoint=${encodeURIComponent(ENDPOINT)}`;

afterEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

describe('alerts on this device', () => {
  it('says so when the browser cannot show alerts, and offers nothing to click', async () => {
    showAs('owner', browser({ supported: () => false }));
    expect(await status()).toHaveTextContent(
      'This browser cannot show alerts. On an iPhone, add the admin to the Home Screen first.',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('turns alerts on for a fulfilment member with the order events they keep ticked', async () => {
    const user = userEvent.setup();
    const push = browser();
    const { sent } = showAs('fulfilment', push, {
      'GET /admin/push-subscriptions/key': () => [200, { publicKey: KEY }],
      'POST /admin/push-subscriptions': (body) => [
        200,
        { endpoint: ENDPOINT, events: (body as { events: string[] }).events },
      ],
    });
    expect(await status()).toHaveTextContent('Alerts are off for this device.');
    // Fulfilment reads orders but refunds nothing and keeps no stock: three events, all ticked.
    expect(boxes()).toEqual([
      ['A new order paid online', true],
      ['A new pay-on-delivery order', true],
      ['A chat order paid by its link', true],
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'A chat order paid by its link' }));
    await user.click(screen.getByRole('button', { name: 'Turn on alerts on this device' }));

    expect(await screen.findByText('Alerts are on for this device.')).toBeVisible();
    expect(push.subscribedWith).toEqual([KEY]);
    expect(sent).toEqual([
      { call: 'GET /admin/push-subscriptions/key', body: undefined },
      {
        call: 'POST /admin/push-subscriptions',
        body: { subscription: SUBSCRIPTION, events: ['order.paid', 'order.pay_on_delivery'] },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Turn off alerts on this device' })).toBeEnabled();
  });

  it('offers the owner every event, and refuses to turn on with none ticked', async () => {
    const user = userEvent.setup();
    const { calls } = showAs('owner', browser());
    await status();
    expect(boxes().map(([label]) => label)).toEqual([
      'A new order paid online',
      'A new pay-on-delivery order',
      'A chat order paid by its link',
      'A refund that failed',
      'A product running low',
    ]);
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Turn on alerts on this device' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one alert');
    expect(calls).toEqual([]);
  });

  it('says notifications are blocked when the person refuses them, and tells the shop nothing', async () => {
    const user = userEvent.setup();
    const push = browser({ subscribe: () => Promise.resolve('denied') });
    const { calls } = showAs('sales', push, {
      'GET /admin/push-subscriptions/key': () => [200, { publicKey: KEY }],
    });
    await user.click(await screen.findByRole('button', { name: 'Turn on alerts on this device' }));
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeVisible();
    expect(calls).toEqual(['GET /admin/push-subscriptions/key']);
  });

  it('says notifications are blocked when the browser already blocks them', async () => {
    showAs('support', browser({ permission: () => 'denied' }));
    expect(await status()).toHaveTextContent(
      'Notifications are blocked for this site. Allow them in the browser’s settings, then try again.',
    );
  });

  it('shows the events this device chose, changes them, and turns alerts off', async () => {
    const user = userEvent.setup();
    const push = browser({ current: () => Promise.resolve(SUBSCRIPTION) });
    const { sent } = showAs('manager', push, {
      [GET_DEVICE]: () => [200, { endpoint: ENDPOINT, events: ['order.paid', 'stock.low'] }],
      'POST /admin/push-subscriptions': (body) => [
        200,
        { endpoint: ENDPOINT, events: (body as { events: string[] }).events },
      ],
      'DELETE /admin/push-subscriptions': () => [204, undefined],
    });
    expect(await status()).toHaveTextContent('Alerts are on for this device.');
    expect(boxes().filter(([, checked]) => checked)).toEqual([
      ['A new order paid online', true],
      ['A product running low', true],
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'A refund that failed' }));
    await user.click(screen.getByRole('button', { name: 'Save alerts' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Alerts saved for this device.'));

    await user.click(screen.getByRole('button', { name: 'Turn off alerts on this device' }));
    expect(await screen.findByText('Alerts are off for this device.')).toBeVisible();
    expect(push.unsubscribe).toHaveBeenCalledOnce();
    expect(sent.slice(1)).toEqual([
      {
        call: 'POST /admin/push-subscriptions',
        body: { subscription: SUBSCRIPTION, events: ['order.paid', 'refund.failed', 'stock.low'] },
      },
      { call: 'DELETE /admin/push-subscriptions', body: { endpoint: ENDPOINT } },
    ]);
  });

  it('counts a subscription the shop no longer knows as off', async () => {
    showAs('owner', browser({ current: () => Promise.resolve(SUBSCRIPTION) }), {
      [GET_DEVICE]: () => [404, { message: 'No alerts are on for that device.' }],
    });
    expect(await status()).toHaveTextContent('Alerts are off for this device.');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('keeps alerts on when the shop refuses to turn them off', async () => {
    const user = userEvent.setup();
    const push = browser({ current: () => Promise.resolve(SUBSCRIPTION) });
    showAs('owner', push, {
      [GET_DEVICE]: () => [200, { endpoint: ENDPOINT, events: ['order.paid'] }],
      'DELETE /admin/push-subscriptions': () => [503, { message: 'The database is not answering' }],
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off alerts on this device' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('The database is not answering'));
    expect(screen.getByRole('status')).toHaveTextContent('Alerts are on for this device.');
    expect(push.unsubscribe).not.toHaveBeenCalled();
  });
});
