import { matchRoutes } from 'react-router';
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
