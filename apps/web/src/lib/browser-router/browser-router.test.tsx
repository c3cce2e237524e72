import { Suspense, useId, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as reactRouter from 'react-router';
import * as browserRouter from './index';

// The browser's bundle runs this router where the server and the other tests run React Router
// (apps/web/vite.config.ts): every scenario here runs against both, and both must behave alike,
// down to the markup a link or a form renders (the browser takes over the server's HTML).

type Implementation = typeof browserRouter;
const implementations: [string, Implementation][] = [
  ['React Router', reactRouter as unknown as Implementation],
  ['the browser router', browserRouter],
];

type Routes = Parameters<Implementation['createBrowserRouter']>[0];
type Router = ReturnType<Implementation['createBrowserRouter']>;

let routers: Router[] = [];

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  for (const router of routers) router.dispose();
  routers = [];
  vi.restoreAllMocks();
});

/** A promise to settle by hand, for a loader whose answer the test lets through. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

describe.each(implementations)('%s', (_name, rr) => {
  const { Link, NavLink, Outlet, Form, Await, Navigate, RouterProvider, ScrollRestoration } = rr;

  function start(routes: Routes, url = '/', hydrationData?: { loaderData: Record<string, unknown> }) {
    window.history.replaceState(null, '', url);
    const router = rr.createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
    routers.push(router);
    render(<RouterProvider router={router} />);
    return router;
  }

  function Shown({ name }: { name: string }) {
    const data = rr.useLoaderData() as { text?: string } | null;
    const location = rr.useLocation();
    const type = rr.useNavigationType();
    return (
      <p data-testid="page">
        {name}:{data?.text ?? ''}:{location.pathname}
        {location.search}:{type}
      </p>
    );
  }

  const page = () => screen.getByTestId('page').textContent;

  it('renders the server’s answers without calling the loaders, links and forms as React Router marks them up', async () => {
    const loader = vi.fn(() => ({ text: 'fresh' }));
    start(
      [
        {
          element: (
            <div>
              <Link to="/makeup" className="a">
                Makeup
              </Link>
              <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
                Home
              </NavLink>
              <NavLink to="/skincare">Skincare</NavLink>
              <Link to="/product/a b?x=1#top">Odd</Link>
              <Link to="?sort=new">Sorted</Link>
              <Form method="get" action="/shade-finder">
                <input name="depth" defaultValue="deep" />
              </Form>
              <Outlet />
            </div>
          ),
          loader,
          children: [{ path: '/', loader, element: <Shown name="home" /> }],
        },
      ],
      '/',
      { loaderData: { '0': null, '0-0': { text: 'rendered' } } },
    );
    await settle();
    expect(loader).not.toHaveBeenCalled();
    expect(page()).toBe('home:rendered:/:POP');
    expect(document.body.innerHTML).toContain(
      '<a class="a" href="/makeup" data-discover="true">Makeup</a>' +
        '<a aria-current="page" class="on" href="/" data-discover="true">Home</a>' +
        '<a class="" href="/skincare" data-discover="true">Skincare</a>' +
        '<a href="/product/a b?x=1#top" data-discover="true">Odd</a>' +
        '<a href="/?sort=new" data-discover="true">Sorted</a>' +
        '<form method="get" action="/shade-finder" data-discover="true">',
    );
  });

  it("takes over React Router's server HTML with the same ids (useId) as the server drew", async () => {
    // A heading drawn on the server, and a form drawn only after a press, labelled by its id.
    function Notice() {
      const id = useId();
      const [open, setOpen] = useState(false);
      return (
        <section>
          <h2 id={id}>Sold out</h2>
          {open ? <form aria-labelledby={id} /> : <button onClick={() => setOpen(true)}>Notify me</button>}
        </section>
      );
    }
    // Each side's own <Outlet>: the server's is React Router's.
    const routes = (Inner: (props: object) => ReactNode) => [
      { element: <Inner />, children: [{ path: '/', element: <Notice /> }] },
    ];
    const { createStaticHandler, createStaticRouter, StaticRouterProvider } = reactRouter;
    const handler = createStaticHandler(routes(reactRouter.Outlet) as reactRouter.RouteObject[]);
    const context = await handler.query(new Request('http://shop.local/'));
    if (context instanceof Response) throw new Error('no page');
    const html = renderToString(
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const router = rr.createBrowserRouter(routes(Outlet), { hydrationData: { loaderData: {} } });
    routers.push(router);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <RouterProvider router={router} />, {
        onRecoverableError: (e) => errors.push(e),
      }),
    );
    expect(errors).toEqual([]);
    fireEvent.click(screen.getByText('Notify me'));
    expect(container.querySelector('form')!.getAttribute('aria-labelledby')).toBe(
      container.querySelector('h2')!.id,
    );
    act(() => root.unmount());
    container.remove();
  });

  it('keeps the page on show while the next one loads, then shows it with its data at its address', async () => {
    const next = deferred<{ text: string }>();
    start([
      {
        path: '/',
        element: (
          <>
            <Link to="/makeup?sort=new">go</Link>
            <Shown name="home" />
          </>
        ),
      },
      { path: '/makeup', loader: () => next.promise, element: <Shown name="makeup" /> },
    ]);
    await settle();
    fireEvent.click(screen.getByText('go'));
    await settle();
    expect(page()).toBe('home::/:POP');
    expect(window.location.pathname).toBe('/');
    await act(async () => next.resolve({ text: 'lipsticks' }));
    await settle();
    expect(page()).toBe('makeup:lipsticks:/makeup?sort=new:PUSH');
    expect(window.location.pathname + window.location.search).toBe('/makeup?sort=new');
    expect(window.scrollTo).not.toHaveBeenCalled(); // no <ScrollRestoration> here
  });

  it('follows a redirect thrown by a loader, and shows a failed loader’s error where the route says', async () => {
    const router = start([
      {
        path: '/',
        errorElement: <ErrorShown />,
        children: [
          { index: true, element: <Shown name="home" /> },
          {
            path: 'dashboard',
            loader: () => Promise.reject(rr.redirect('/signin')),
            element: <Shown name="dash" />,
          },
          { path: 'signin', element: <Shown name="signin" /> },
          {
            path: 'broken',
            loader: () => {
              throw new Error('no answer');
            },
            element: <Shown name="broken" />,
          },
          {
            path: 'gone',
            loader: () => {
              throw new Response(null, { status: 404, statusText: 'Not Found' });
            },
            element: <Shown name="gone" />,
          },
        ],
      },
    ]);
    await act(() => router.navigate('/dashboard'));
    await settle();
    expect(page()).toBe('signin::/signin:PUSH');
    await act(() => router.navigate('/broken'));
    await settle();
    expect(screen.getByTestId('error').textContent).toBe('Error: no answer');
    await act(() => router.navigate('/gone'));
    await settle();
    expect(screen.getByTestId('error').textContent).toBe('404 Not Found');

    function ErrorShown() {
      const error = rr.useRouteError();
      return (
        <p data-testid="error">
          {rr.isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : String(error)}
        </p>
      );
    }
  });

  it('runs the loaders React Router would run again: new routes, a changed query, shouldRevalidate’s choice, a revalidation', async () => {
    const layout = vi.fn(() => null);
    const pinned = vi.fn(() => null);
    const product = vi.fn(({ params }: { params: { id?: string } }) => ({ text: params.id }));
    const router = start([
      {
        loader: layout,
        element: <Outlet />,
        children: [
          {
            loader: pinned,
            shouldRevalidate: () => false,
            element: <Outlet />,
            children: [
              { path: '/', element: <Shown name="home" /> },
              { path: '/product/:id', loader: product, element: <Shown name="product" /> },
            ],
          },
        ],
      },
    ]);
    await settle();
    expect([layout.mock.calls.length, pinned.mock.calls.length]).toEqual([1, 1]);
    await act(() => router.navigate('/product/a'));
    await act(() => router.navigate('/product/b'));
    expect(page()).toBe('product:b:/product/b:PUSH');
    // The layout's path did not change: it reloads only for a changed query or a revalidation.
    expect([layout.mock.calls.length, pinned.mock.calls.length, product.mock.calls.length]).toEqual([
      1, 1, 2,
    ]);
    await act(() => router.navigate('/product/b?x=1'));
    expect([layout.mock.calls.length, pinned.mock.calls.length, product.mock.calls.length]).toEqual([
      2, 1, 3,
    ]);
    const before = router.state.location;
    await act(() => router.revalidate());
    expect([layout.mock.calls.length, pinned.mock.calls.length, product.mock.calls.length]).toEqual([
      3, 1, 4,
    ]);
    // A revalidation keeps the address, and the location object the page holds.
    expect(router.state.location).toBe(before);
    // Only the hash changed: nothing loads.
    await act(() => router.navigate('/product/b?x=1#reviews'));
    expect(product.mock.calls.length).toBe(4);
  });

  it('writes the query with useSearchParams, replacing the entry when asked, and goes Back to the entry before', async () => {
    let setParams!: ReturnType<Implementation['useSearchParams']>[1];
    function Search() {
      const [params, set] = rr.useSearchParams();
      setParams = set;
      return <Shown name={`q=${params.get('q') ?? ''}`} />;
    }
    start([{ path: '/search', loader: () => ({ text: 'found' }), element: <Search /> }], '/search');
    await settle();
    const length = window.history.length;
    await act(() => setParams(new URLSearchParams('q=red')));
    expect(page()).toBe('q=red:found:/search?q=red:PUSH');
    await act(() => setParams('q=rose', { replace: true }));
    expect(page()).toBe('q=rose:found:/search?q=rose:REPLACE');
    expect(window.history.length).toBe(length + 1);
    await act(async () => window.history.back());
    await settle();
    await settle();
    expect(page()).toBe('q=:found:/search:POP');
  });

  it('loads a lazy route’s code (either form) before showing it, and <Navigate> moves on once rendered', async () => {
    const router = start([
      { path: '/', element: <Shown name="home" /> },
      {
        path: '/trust',
        lazy: async () => ({ loader: () => ({ text: 'terms' }), Component: () => <Shown name="trust" /> }),
      },
      {
        path: '/cart',
        lazy: {
          loader: async () => () => ({ text: 'two items' }),
          Component: async () => () => <Shown name="cart" />,
        },
      },
      { path: '/old', element: <Navigate to="/cart" replace /> },
    ]);
    await act(() => router.navigate('/trust'));
    await settle();
    expect(page()).toBe('trust:terms:/trust:PUSH');
    await act(() => router.navigate('/old'));
    await settle();
    await settle();
    expect(page()).toBe('cart:two items:/cart:REPLACE');
  });

  it('a link to the page on show replaces its entry; a GET form navigates with its fields as the query', async () => {
    start(
      [
        {
          path: '/shade-finder',
          element: (
            <>
              <Link to="/shade-finder">again</Link>
              <Form method="get" action="/shade-finder">
                <input name="depth" defaultValue="deep" />
                <button type="submit" name="undertone" value="warm">
                  warm
                </button>
              </Form>
              <Shown name="finder" />
            </>
          ),
        },
      ],
      '/shade-finder',
    );
    await settle();
    const length = window.history.length;
    fireEvent.click(screen.getByText('again'));
    await settle();
    expect(page()).toBe('finder::/shade-finder:REPLACE');
    expect(window.history.length).toBe(length);
    fireEvent.click(screen.getByText('warm'));
    await settle();
    expect(page()).toBe('finder::/shade-finder?depth=deep&undertone=warm:PUSH');
  });

  it('<Await> shows a loader’s promise as its value, or its error element with useAsyncError', async () => {
    function Failure() {
      return <p>failed: {String((rr.useAsyncError() as Error).message)}</p>;
    }
    function Parts() {
      const data = rr.useLoaderData() as { ok: Promise<string>; bad: Promise<string>; plain: string };
      const show = (resolve: Promise<string> | string): ReactNode => (
        <Suspense fallback={<p>loading</p>}>
          <Await resolve={resolve} errorElement={<Failure />}>
            {(value: string) => <p>got {value}</p>}
          </Await>
        </Suspense>
      );
      return (
        <>
          {show(data.ok)}
          {show(data.bad)}
          {show(data.plain)}
        </>
      );
    }
    const ok = deferred<string>();
    const bad = Promise.reject(new Error('offline'));
    bad.catch(() => undefined); // handled here: the test is about what <Await> shows
    start([
      {
        path: '/',
        loader: () => ({ ok: ok.promise, bad, plain: 'now' }),
        element: <Parts />,
      },
    ]);
    await settle();
    expect(screen.getByText('got now')).toBeInTheDocument();
    expect(screen.getByText('failed: offline')).toBeInTheDocument();
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => ok.resolve('lipstick'));
    expect(screen.getByText('got lipstick')).toBeInTheDocument();
  });

  it('<ScrollRestoration> starts a new page at the top, unless asked not to, and puts Back where it was', async () => {
    const router = start([
      {
        element: (
          <>
            <Outlet />
            <ScrollRestoration />
          </>
        ),
        children: [
          { path: '/', element: <Shown name="home" /> },
          { path: '/next', element: <Shown name="next" /> },
        ],
      },
    ]);
    await settle();
    vi.mocked(window.scrollTo).mockClear();
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    await act(() => router.navigate('/next'));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/next?x=1', { preventScrollReset: true }));
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(async () => window.history.go(-2));
    await settle();
    await settle();
    expect(page()).toBe('home::/:POP');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 640);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
