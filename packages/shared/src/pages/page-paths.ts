// The web app's pages, one list for both sides: the web's router takes each page's path from here,
// and the server answers any other path with status 404 and the NotFound page (the router's
// catch-all), so a page added to the app is never a 404 on the server, nor an unknown page a 200.

export const PAGE_PATHS = {
  home: '/',
  makeup: '/makeup',
  skincare: '/skincare',
  product: '/product/:id',
  cart: '/cart',
  signin: '/signin',
  signup: '/signup',
  dashboard: '/dashboard',
  forgot: '/forgot',
  verify: '/verify',
  newPassword: '/newpassword',
  success: '/success',
  admin: '/admin',
  order: '/order/:token',
  track: '/track',
  unsubscribe: '/unsubscribe',
  reviewInvite: '/review/:token',
  search: '/search',
  pay: '/pay/:token',
  podConfirm: '/orders/confirm/:token',
  // The shade finder (decision 57): two steps in the address, so it works before the app loads.
  shadeFinder: '/shade-finder',
  // The trust pages (trust-pages/trust-pages.ts): the shopkeeper's words, linked from the footer.
  shippingReturns: '/shipping-returns',
  privacy: '/privacy',
  terms: '/terms',
  about: '/about',
} as const;

/**
 * A path pattern as React Router matches it: letters in any case, any number of trailing slashes,
 * a `:name` parameter standing for one non-empty segment.
 */
function patternOf(path: string): RegExp {
  const segments = path
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/*$`, 'i');
}

const PATTERNS = Object.values(PAGE_PATHS).map(patternOf);

/** The path with each segment's escapes decoded, as the router reads it (a broken escape stays as it is). */
function decodedPath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replaceAll('/', '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** True when `path` (a URL's path, without its query) is one of the app's pages. */
export function isPagePath(path: string): boolean {
  const decoded = decodedPath(path);
  return PATTERNS.some((pattern) => pattern.test(decoded));
}
