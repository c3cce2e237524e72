import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isPagePath } from '@shop/shared/pages/page-paths';
import { routes } from './router';

// The server answers 404 for a path the shared page list does not know: the list must agree with
// what the router does with that path, page or NotFound.
const isRouterPage = (path: string) => {
  const matches = matchRoutes(routes, path) ?? [];
  return matches.length > 0 && matches.at(-1)!.route.path !== '*';
};

describe('the pages the server knows', () => {
  it('are the router’s pages: a path is a page for one exactly when it is for the other', () => {
    const paths = [
      '/',
      '/makeup',
      '/MAKEUP/',
      '/skincare//',
      '/product/GN-MU-001',
      '/product/a%20b',
      '/product/a%2Fb',
      '/product/%E0%A4%A',
      '/cart',
      '/signin',
      '/signup',
      '/dashboard',
      '/forgot',
      '/verify',
      '/newpassword',
      '/success',
      '/admin',
      '/order/abc123',
      '/track',
      '/privacy',
      '/Shipping-Returns/',
      '/terms',
      '/about',
      '/about/us',
      '/privacy-policy',
      '/mak%65up',
      '/nope',
      '/a/b/c',
      '/product',
      '/product/',
      '/product/a/b',
      '/makeup/extra',
      '/index.html',
      '/order/',
      '/favicon.ico',
      '//makeup',
    ];
    // The router warns about the malformed escape, which it leaves as it is (as the list does).
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const disagreements = paths.filter((path) => isPagePath(path) !== isRouterPage(path));
    expect(disagreements).toEqual([]);
    // Both kinds are in the list: the check above means something.
    expect(paths.filter(isRouterPage).length).toBeGreaterThan(10);
    expect(paths.filter((p) => !isRouterPage(p)).length).toBeGreaterThan(5);
  });
});
