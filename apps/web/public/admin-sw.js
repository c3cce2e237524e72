// The admin's service worker (docs/decisions/0050-push-alerts.md). Its one job is to show a staff
// member's push alerts. It has NO fetch handler on purpose: it caches nothing and never sits
// between the admin and the server, so orders, customers and prices are never kept on the phone.
// A plain file (not bundled): the server sends it with `Cache-Control: no-cache`, so a new
// release reaches every phone at its next visit.

// A new version takes over at once: there is no cache to keep in step with the page.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The push's { title, body, url, tag } (the server sends only the order number and total). */
function alertOf(event) {
  try {
    const data = event.data ? event.data.json() : {};
    return {
      title: typeof data.title === 'string' ? data.title : 'Shop alert',
      body: typeof data.body === 'string' ? data.body : '',
      url: typeof data.url === 'string' ? data.url : '/admin',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
    };
  } catch {
    // A push that is not our JSON still shows something: a silent push breaks the browser's rule.
    return { title: 'Shop alert', body: '', url: '/admin', tag: undefined };
  }
}

self.addEventListener('push', (event) => {
  const alert = alertOf(event);
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      // The same tag replaces the earlier notification of the same order rather than stacking.
      tag: alert.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: alert.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only the shop's own pages: a payload's url is resolved against this origin and kept if it stays here.
  const target = new URL(event.notification.data?.url ?? '/admin', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : `${self.location.origin}/admin`;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // An admin window already open is brought forward and sent to the page; else a new one opens.
      const open = windows.find((w) => new URL(w.url).pathname.startsWith('/admin'));
      if (!open) return self.clients.openWindow(url);
      // navigate() is refused for a window this worker does not control: it is then only focused.
      return open.focus().then((w) => (open.url === url ? w : (w ?? open).navigate(url).catch(() => w)));
    }),
  );
});
