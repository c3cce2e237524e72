import { homeMeta } from '../catalog/page-meta.ts';
import type { TrustPageSlug } from '../trust-pages/trust-pages.ts';

// Every page's own title (the browser tab, the history list, a screen reader's first words), the
// same on both sides: the server writes it into the page it sends and the page sets it again as
// the shopper moves around. Listings and products name themselves (catalog/page-meta.ts).

/** The trust pages' titles (trust-pages/trust-pages.ts), also the footer's links to them. */
export const TRUST_PAGE_TITLES: Record<TrustPageSlug, string> = {
  'shipping-returns': 'Shipping and returns',
  privacy: 'Privacy notice',
  terms: 'Terms of sale',
  about: 'About us',
};

/** By the page's first path segment. */
const TITLES: Record<string, string> = {
  cart: 'Your cart',
  signin: 'Sign in',
  signup: 'Create your account',
  forgot: 'Forgot password',
  verify: 'Enter your code',
  newpassword: 'Create new password',
  success: 'Password changed',
  dashboard: 'My account',
  admin: 'Admin dashboard',
  order: 'Your order',
  track: 'Track your order',
  search: 'Search',
  pay: 'Pay for your order',
  ...TRUST_PAGE_TITLES,
};

/**
 * The title of the page at `path` ("Your cart · Glow Naija"), or null for a page that names itself
 * from its content (a listing, a product) or an unknown path.
 */
export function pageTitle(path: string, shopName: string): string | null {
  const segment = path.split('/')[1]?.toLowerCase() ?? '';
  if (segment === '') return homeMeta(shopName).title;
  const title = TITLES[segment];
  return title === undefined ? null : `${title} · ${shopName}`;
}
