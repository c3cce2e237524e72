import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { matchRoutes as matchInBrowser } from '../lib/browser-router';
import { routes } from './router';

// The browser's bundle matches addresses with its own router (lib/browser-router/), the server with
// React Router: for every page of the shop both must pick the same routes and parameters, or the
// browser would take over a page with another route's code.

describe("the browser router's matching", () => {
  it("picks React Router's routes and parameters for the shop's addresses", () => {
    const addresses = [
      '/',
      '/makeup',
      '/MAKEUP/',
      '/skincare',
      '/product/abc-123',
      '/product/a%20b',
      '/product/a%2Fb',
      '/product/',
      '/cart',
      '/orders/confirm/tok',
      '/order/tok',
      '/pay/x',
      '/review/t',
      '/admin',
      '/admin/extra',
      '/shipping-returns',
      '/nowhere/at/all',
      '/%E0%A4%A',
    ];
    const describe = (matches: { route: object; params: object; pathname: string }[] | null) =>
      matches?.map((m) => ({ route: m.route, params: { ...m.params }, pathname: m.pathname }));
    for (const address of addresses) {
      expect(describe(matchInBrowser(routes, address)), address).toEqual(
        describe(matchRoutes(routes, address)),
      );
    }
  });
});
