import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStaticHandler, matchRoutes } from 'react-router';
import { aCartItem, aProduct } from '../testing/factories';
import { sessionUser, stubApi } from '../testing/stub-api';
import { digestOf } from './data-digest';
import { withDataLeftOut } from './data-left-out';
import { dataToSend } from './data-in-browser';
import { loadMatchedRoutes, routesLeftOut, withBrowserAnswers, type RenderedData } from './hydration';
import { VISITOR_UNKNOWN } from '../lib/session/visitor-unknown';
import { withTotals } from '@shop/shared/cart/cart-rules';
import { routes } from './router';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const { dataRoutes } = createStaticHandler(routes);
const sent = (address: string, loaderData: Record<string, unknown>) => {
  const url = new URL(address, 'http://shop.local');
  return dataToSend(matchRoutes(dataRoutes, url.pathname) ?? [], loaderData, url);
};
const fill = (data: RenderedData, address: string) => {
  const at = new URL(address, 'http://shop.local') as unknown as Location;
  return withDataLeftOut(data, routesLeftOut(data, at.pathname), at);
};
const makeupPath = '/product/products?category=makeup&limit=48&offset=0';

describe('what a rendered page sends of its data', () => {
  it("leaves a listing's products to the browser, naming the API page it asks for", () => {
    const page = { products: [aProduct()], total: 1 };
    expect(sent('/makeup', { '0': null, makeup: { page } })).toEqual({
      data: { loaderData: { '0': null }, digests: { makeup: digestOf({ page }) } },
      fetches: [`/api${makeupPath}`],
    });
    expect(sent('/search?q=black+soap&sort=price-asc', { '0': null, search: { page } }).fetches).toEqual([
      '/api/product/products?q=black+soap&sort=price-asc&limit=48&offset=0',
    ]);
  });

  it('sends the data of every other page whole', () => {
    const loaderData = { '0': null, '0-4': { product: aProduct() } };
    expect(sent('/product/GN-SK-002', loaderData)).toEqual({ data: { loaderData }, fetches: [] });
  });
});

describe('the data left out, fetched before hydrating', () => {
  it('is in place as the answer itself, beside what the page sent', async () => {
    const page = { products: [aProduct({ name: 'Velvet Matte Lipstick' })], total: 1 };
    const calls = stubApi({ [`GET ${makeupPath}`]: () => [200, page] });
    const { data, failed } = await fill({ loaderData: { '0': null } }, '/makeup');
    expect(failed).toBe(false);
    expect(data.loaderData).toEqual({ '0': null, makeup: { page } });
    expect(calls).toEqual([`GET ${makeupPath}`]);
  });

  it('is taken over when it is the data the HTML was rendered from, and drawn afresh when it changed since', async () => {
    const product = aProduct({ name: 'Velvet Matte Lipstick', price: 8500 });
    const rendered = sent('/makeup', { '0': null, makeup: { page: { products: [product], total: 1 } } }).data;
    let answer = { products: [product], total: 1 };
    stubApi({ [`GET ${makeupPath}`]: () => [200, answer] });
    expect(await fill(rendered, '/makeup')).toMatchObject({ failed: false, changed: false });
    // Another shopper's purchase, or a new price, between the HTML and the browser's fetch.
    answer = { products: [{ ...product, price: 9000 }], total: 1 };
    const { data, failed, changed } = await fill(rendered, '/makeup');
    expect({ failed, changed }).toEqual({ failed: false, changed: true });
    expect(data.loaderData.makeup).toEqual({ page: answer });
  });

  it('is a failed promise, and the page says it failed, when the answer fails', async () => {
    stubApi({ [`GET ${makeupPath}`]: () => [500, { message: 'Server error' }] });
    const { data, failed } = await fill({ loaderData: { '0': null } }, '/makeup');
    expect(failed).toBe(true);
    const { page } = data.loaderData.makeup as { page: Promise<unknown> };
    await expect(page).rejects.toThrow('Server error');
  });

  it('is still on its way after three seconds: the page hydrates without it', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const ready = fill({ loaderData: { '0': null } }, '/skincare');
    await vi.advanceTimersByTimeAsync(2999);
    let done = false;
    void ready.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const { data, failed } = await ready;
    expect(failed).toBe(false);
    expect((data.loaderData.skincare as { page: unknown }).page).toBeInstanceOf(Promise);
  });

  it('is none on a page that sent all its data', () => {
    const loaderData = { '0': null, makeup: { page: { products: [], total: 0 } } };
    expect(routesLeftOut({ loaderData }, '/makeup')).toEqual([]);
    expect(routesLeftOut({ loaderData: { '0': null, '0-4': {} } }, '/product/GN-SK-002')).toEqual([]);
    expect(routesLeftOut({ loaderData: { '0': null } }, '/makeup').map((m) => m.route.id)).toEqual([
      'makeup',
    ]);
  });
});

describe("the cart's and the dashboard's data, the browser's own", () => {
  const at = (address: string) => new URL(address, 'http://shop.local') as unknown as Location;

  it("is answered before hydrating, from this browser's stored cart, not by the server", () => {
    const calls = stubApi({ 'GET /product/products/GN-SK-002': () => [200, aProduct()] });
    localStorage.setItem('cart', JSON.stringify(withTotals([aCartItem()])));
    try {
      const { loaderData } = withBrowserAnswers(
        { loaderData: { '0': null, cart: VISITOR_UNKNOWN } },
        at('/cart'),
      );
      expect(loaderData.cart).toMatchObject({ stock: { ids: 'GN-SK-002' }, restoring: null });
      // The lines' stock is asked for once they are on screen (app/routes/cart-lines-first.test.tsx).
      expect(calls).toEqual([]);
    } finally {
      localStorage.removeItem('cart');
    }
  });

  it("is the signed-in shopper's dashboard, read before hydrating; a signed-out visitor's is left to send her on", async () => {
    const calls = stubApi({
      'GET /auth/me': () => [200, { user: sessionUser('u1') }],
      'GET /order/orders/u1': () => [200, { orders: [] }],
      'GET /auth/saved': () => [200, { items: [] }],
    });
    await loadMatchedRoutes('/dashboard');
    const data = { loaderData: { '0': null, dashboard: VISITOR_UNKNOWN } };
    expect(withBrowserAnswers(data, at('/dashboard')).loaderData).toEqual(data.loaderData);

    localStorage.setItem('user', JSON.stringify(sessionUser('u1')));
    localStorage.setItem('token', 'token-u1');
    try {
      const { loaderData } = withBrowserAnswers(data, at('/dashboard'));
      expect(loaderData.dashboard).toMatchObject({ me: expect.any(Promise), orders: expect.any(Promise) });
      expect(calls).toEqual(['GET /auth/me', 'GET /order/orders/u1', 'GET /auth/saved']);
    } finally {
      localStorage.clear();
    }
  });

  it('leaves every other page as the server rendered it', async () => {
    await loadMatchedRoutes('/signin');
    localStorage.setItem('user', JSON.stringify(sessionUser('u1')));
    try {
      const signin = (matchRoutes(routes, '/signin') ?? []).at(-1)!.route;
      const data = { loaderData: { '0': null, [signin.id ?? 'signin']: VISITOR_UNKNOWN } };
      expect(withBrowserAnswers(data, at('/signin')).loaderData).toEqual(data.loaderData);
    } finally {
      localStorage.clear();
    }
  });
});
