// The browser's side of alerts: the admin's service worker (/admin-sw.js, which caches nothing)
// and its push subscription. Loaded only with the admin's settings, never on the storefront.

/** What the section needs of the browser; a test hands its own. */
export type DevicePush = {
  supported(): boolean;
  /** The subscription this browser already has, as JSON, or null. */
  current(): Promise<PushSubscriptionJSON | null>;
  /** Asks permission ('denied' when refused) and subscribes with the shop's VAPID key. */
  subscribe(publicKey: string): Promise<PushSubscriptionJSON | 'denied'>;
  unsubscribe(): Promise<void>;
};

const SW_URL = '/admin-sw.js';

const registration = () => navigator.serviceWorker.register(SW_URL, { scope: '/admin' });

/** base64url text to bytes, as pushManager.subscribe wants the key. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

export const browserPush: DevicePush = {
  supported: () =>
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window,
  async current() {
    const found = await navigator.serviceWorker.getRegistration('/admin');
    const subscription = await found?.pushManager.getSubscription();
    return subscription?.toJSON() ?? null;
  },
  async subscribe(publicKey) {
    if ((await Notification.requestPermission()) !== 'granted') return 'denied';
    const reg = await registration();
    await navigator.serviceWorker.ready;
    const subscription = await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
    return subscription.toJSON();
  },
  async unsubscribe() {
    const found = await navigator.serviceWorker.getRegistration('/admin');
    await (await found?.pushManager.getSubscription())?.unsubscribe();
  },
};
