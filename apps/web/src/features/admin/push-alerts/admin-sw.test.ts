import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// The admin's service worker (apps/web/public/admin-sw.js), run as the browser runs it: its file
// evaluated against a worker's `self`, its listeners fired with the events a browser sends.

// The tests run from the repository's root (the test DOM's import.meta.url is no file address).
const SOURCE = readFileSync(join(process.cwd(), 'apps/web/public/admin-sw.js'), 'utf8');
const ORIGIN = 'https://shop.example';

type Listener = (event: Record<string, unknown>) => void;
type FakeWindow = { url: string; focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> };

function startWorker(windows: FakeWindow[] = []) {
  const listeners: Record<string, Listener> = {};
  const shown: Array<Record<string, unknown>> = [];
  const opened: string[] = [];
  const self = {
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
    skipWaiting: () => Promise.resolve(),
    location: { origin: ORIGIN },
    registration: {
      showNotification: (title: string, options: object) => (
        shown.push({ title, ...options }),
        Promise.resolve()
      ),
    },
    clients: {
      claim: () => Promise.resolve(),
      matchAll: () => Promise.resolve(windows),
      openWindow: (url: string) => (opened.push(url), Promise.resolve(null)),
    },
  };
  new Function('self', SOURCE)(self);
  /** Fires an event and waits for what the worker asked the browser to wait for. */
  const fire = async (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners[type]!({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    await waited;
  };
  return { listeners, shown, opened, fire };
}

const pushOf = (payload: unknown) => ({
  data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) },
});
const clickOn = (url: string) => ({ notification: { close: vi.fn(), data: { url } } });
const adminWindow = (url = `${ORIGIN}/admin`): FakeWindow => {
  const window: FakeWindow = { url, focus: vi.fn(), navigate: vi.fn() };
  window.focus.mockResolvedValue(window);
  window.navigate.mockResolvedValue(window);
  return window;
};

describe('the admin’s service worker', () => {
  it('listens for push and clicks only: no fetch handler, so nothing of the admin is cached', () => {
    expect(Object.keys(startWorker().listeners).sort()).toEqual([
      'activate',
      'install',
      'notificationclick',
      'push',
    ]);
  });

  it('shows a push as a notification with its title, body, tag and address', async () => {
    const worker = startWorker();
    await worker.fire(
      'push',
      pushOf({
        title: 'New order GN-100123',
        body: '₦11,501 paid online',
        url: '/admin',
        tag: 'order-GN-100123',
      }),
    );
    expect(worker.shown).toEqual([
      expect.objectContaining({
        title: 'New order GN-100123',
        body: '₦11,501 paid online',
        tag: 'order-GN-100123',
        data: { url: '/admin' },
      }),
    ]);
  });

  it('still shows something for a push that is not the shop’s JSON', async () => {
    const worker = startWorker();
    await worker.fire('push', pushOf('not json'));
    expect(worker.shown).toEqual([expect.objectContaining({ title: 'Shop alert', data: { url: '/admin' } })]);
  });

  it('brings an open admin window forward on the alert’s page, or opens one', async () => {
    const open = adminWindow(`${ORIGIN}/admin?tab=products`);
    const withWindow = startWorker([adminWindow(`${ORIGIN}/cart`), open]);
    await withWindow.fire('notificationclick', clickOn('/admin'));
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/admin`);
    expect(withWindow.opened).toEqual([]);

    const none = startWorker();
    await none.fire('notificationclick', clickOn('/admin'));
    expect(none.opened).toEqual([`${ORIGIN}/admin`]);
  });

  it('never opens another site from an alert', async () => {
    const worker = startWorker();
    await worker.fire('notificationclick', clickOn('https://evil.example/phish'));
    expect(worker.opened).toEqual([`${ORIGIN}/admin`]);
  });
});
