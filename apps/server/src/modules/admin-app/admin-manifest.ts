// The admin as an app a staff member adds to their phone's home screen (docs/decisions/0050-push-alerts.md):
// its web app manifest, written by the server because the shop's name is configuration (SHOP_NAME).
// Colours are the design tokens of apps/web/src/index.css (plum and ivory); the icons are PNGs
// made once from favicon.svg and committed (apps/web/public/icons; how, in that decision).

/** The admin's pages, and only them: the storefront is not part of the installed app. */
const ADMIN_APP_SCOPE = '/admin';

export function adminManifest(shopName: string) {
  return {
    name: `${shopName} admin`,
    short_name: shopName.length > 12 ? 'Shop admin' : shopName,
    description: `Orders, stock and alerts of ${shopName}, for its staff.`,
    id: ADMIN_APP_SCOPE,
    start_url: ADMIN_APP_SCOPE,
    scope: ADMIN_APP_SCOPE,
    display: 'standalone',
    theme_color: '#3b1f2b',
    background_color: '#fbf7f4',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** The tags an admin page's head carries: its manifest (the theme colour is index.html's own). */
export const ADMIN_HEAD_TAGS = '<link rel="manifest" href="/manifest.webmanifest" />';

/** Whether a page path is one of the admin's (the router matches /admin in any case, with trailing slashes). */
export const isAdminPath = (path: string) => /^\/admin\/*$/i.test(path);
