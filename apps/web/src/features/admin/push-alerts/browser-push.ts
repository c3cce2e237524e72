// The browser's side of alerts: the admin's service worker (/admin-sw.js, which caches nothing)
// and its push subscription. Loaded only with the alerts dialog, never on the storefront.

/** What the section needs of the browser; a test hands its own. */
export type DevicePush = {
  supported(): boolean;
  /** Whether the person blocked notifications for the shop ('denied'), allowed them, or not said. */
  permission(): NotificationPermission;
  /** The subscription this browser already has, as JSON, or null. */
  current(): Promise<PushSubscriptionJSON | null>;
  /** Asks permission ('denied' when refused) and subscribes with the shop's VAPID key. */
  subscribe(publicKey: string): Promise<PushSubscriptionJSON | 'denied'>;
  unsubscribe(): Promise<void>;
};

const SW_URL = '/admin-sw.js';
/** The admin's pages; the worker's own folder is /, so no Service-Worker-Allowed header is needed. */
const SCOPE = '/admin';

/** base64url text to bytes, as pushManager.subscribe wants the key. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** Resolves once the registration's worker is active (subscribe() needs it), whatever the page's address. */
function activated(registration: ServiceWorkerRegistration): Promise<void> {
  const worker = registration.installing ?? registration.waiting;
  if (registration.active || !worker) return Promise.resolve();
  return new Promise((resolve) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve();
    });
  });
}

const existing = async () =>
  (await navigator.serviceWorker.getRegistration(SCOPE))?.pushManager.getSubscription() ?? null;

export const browserPush: DevicePush = {
  supported: () =>
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window,
  permission: () => Notification.permission,
  async current() {
    return (await existing())?.toJSON() ?? null;
  },
  async subscribe(publicKey) {
    if ((await Notification.requestPermission()) !== 'granted') return 'denied';
    const registration = await navigator.serviceWorker.register(SW_URL, { scope: SCOPE });
    await activated(registration);
    const key = keyBytes(publicKey);
    // A subscription made with another key (a shop restored elsewhere) must go before a new one.
    const old = await registration.pushManager.getSubscription();
    if (old && !sameBytes(old.options.applicationServerKey, key)) await old.unsubscribe();
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    return subscription.toJSON();
  },
  async unsubscribe() {
    await (await existing())?.unsubscribe();
  },
};
