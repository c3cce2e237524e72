import {
  matchRoutes,
  RouterContextProvider,
  type Params,
  type RouteObject,
  type LoaderFunction,
} from 'react-router';
import { isVisitorUnknown } from '../lib/session/visitor-unknown';
import { routes } from './router';

// What a server-rendered page hands the browser: the loaders' answers the HTML was rendered from,
// in a JSON script (the page's policy runs no inline script), read once before hydrating.

export const RENDERED_DATA_ID = 'route-data';

/**
 * `digests`: by route id, the digest (data-digest.ts) of the data each route the page left out was
 * rendered from, for the browser to tell whether the data it fetches again is still that.
 */
export type RenderedData = { loaderData: Record<string, unknown>; digests?: Record<string, string> };

export function readRenderedData(): RenderedData | null {
  const text = document.getElementById(RENDERED_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as RenderedData;
  } catch {
    return null;
  }
}

/**
 * Loads the code of the lazily loaded routes this path matches before hydrating, so the first
 * render has every component the server rendered (otherwise React would replace the HTML).
 */
export async function loadMatchedRoutes(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (!lazy) return;
      const loaded =
        typeof lazy === 'function'
          ? await lazy()
          : Object.fromEntries(
              await Promise.all(
                Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => unknown)()]),
              ),
            );
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * The routes at `pathname` whose data the page left out (data-in-browser.ts): routes of their own
 * id, with a loader, and no answer in the page. None on most pages; the code that fetches it
 * (data-left-out.ts) loads only where there are some.
 */
export const routesLeftOut = (data: RenderedData, pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).filter(
    ({ route }) => route.id !== undefined && route.loader && !(route.id in data.loaderData),
  );

/**
 * The routes whose data is this browser's own (the cart in its storage; the dashboard, read with
 * the session in it), by route id. Each draws, while hydrating, the state the server drew.
 */
const ANSWERED_IN_BROWSER = new Set(['cart', 'dashboard']);

/**
 * The rendered data with this browser's answer for a route whose data lives in the browser: the
 * server answered VISITOR_UNKNOWN, and the route's loader, which starts its reads and awaits none,
 * answers here before hydrating. The page hydrates with its data (drawing its loading state first,
 * as the server did) instead of the loader running again once hydrated, which drew the whole page
 * a second time: on /cart, a long task of about 100 ms on a slow phone. A loader that turns the
 * visitor away (the dashboard, signed out) is left to run once hydrated, which sends her on.
 */
export function withBrowserAnswers(data: RenderedData, location: Location): RenderedData {
  const loaderData = { ...data.loaderData };
  const url = new URL(location.href);
  for (const { route, params } of matchRoutes(routes, url.pathname) ?? []) {
    const id = route.id;
    if (!id || !ANSWERED_IN_BROWSER.has(id) || !route.loader || !isVisitorUnknown(loaderData[id])) continue;
    let answer: unknown;
    try {
      answer = callLoader({ route, params }, url);
    } catch {
      continue;
    }
    if (!(answer instanceof Promise)) loaderData[id] = answer;
  }
  return { ...data, loaderData };
}

/**
 * A matched route's loader called as the router would, before the router exists (the data a page
 * left out, a route answered in the browser). The router hands every loader a context of its own;
 * the shop's loaders read none.
 */
export function callLoader({ route, params }: { route: RouteObject; params: Params }, url: URL): unknown {
  const context = new RouterContextProvider();
  const args = { request: new Request(url), url, params, pattern: route.path ?? '', context };
  return (route.loader as LoaderFunction)(args);
}
