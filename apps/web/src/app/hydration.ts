import { matchRoutes, type LoaderFunction } from 'react-router';
import { routes } from './router';

// What a server-rendered page hands the browser: the loaders' answers the HTML was rendered from,
// in a JSON script (the page's policy runs no inline script), read once before hydrating.

export const RENDERED_DATA_ID = 'route-data';

export type RenderedData = { loaderData: Record<string, unknown> };

/**
 * A route whose data a rendered page leaves out (its `handle`; the route has an `id` of its own):
 * the HTML shows it, and the browser asks the API for it again before hydrating, at
 * `dataInBrowser(url)`'s paths, which the page starts fetching beside the app's scripts
 * (app-start.ts on the server). Used where the data is much larger than the HTML it draws (a
 * listing's products).
 */
export type DataInBrowser = { dataInBrowser: (url: URL) => string[] };

const isDataInBrowser = (handle: unknown): handle is DataInBrowser =>
  typeof (handle as Partial<DataInBrowser> | undefined)?.dataInBrowser === 'function';

/**
 * What a rendered page sends of the loaders' answers it was rendered from, and the API paths its
 * browser fetches for the routes whose answers it leaves out.
 */
export function dataToSend(
  matches: readonly { route: { id: string; handle?: unknown } }[],
  loaderData: Record<string, unknown>,
  url: URL,
): { data: RenderedData; fetches: string[] } {
  const sent = { ...loaderData };
  const fetches: string[] = [];
  for (const { route } of matches) {
    if (!isDataInBrowser(route.handle)) continue;
    delete sent[route.id];
    fetches.push(...route.handle.dataInBrowser(url));
  }
  return { data: { loaderData: sent }, fetches };
}

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
 * How long hydrating waits for the data a page left out. Past it (a stalled answer) the page
 * hydrates without it: the part that needs it keeps the server's HTML until it comes.
 */
const WAIT_FOR_DATA_MS = 3000;

/**
 * The rendered data with what the page left out filled in: those routes' loaders run here, their
 * answers awaited (the page started their fetches beside the app's scripts, so they are usually
 * there already). The first render then has all its data, as the server's had, and every part of
 * the page hydrates at once: a part still waiting would ignore a tap until its data came. A failed
 * answer stays a failed promise, which the page shows as its load failure (`failed`: the page is
 * then drawn afresh, since that differs from its HTML).
 */
export async function withDataLeftOut(
  data: RenderedData,
  location: Location,
): Promise<{ data: RenderedData; failed: boolean }> {
  const loaderData = { ...data.loaderData };
  const url = new URL(location.href);
  const request = new Request(url);
  const left = (matchRoutes(routes, location.pathname) ?? []).filter(
    ({ route }) => isDataInBrowser(route.handle) && route.id !== undefined && !(route.id in loaderData),
  );
  let failed = false;
  await Promise.all(
    left.map(async ({ route, params }) => {
      const args = { request, url, params, pattern: route.path ?? '', context: undefined };
      const answer: unknown = await (route.loader as LoaderFunction)(args);
      const parts = await settled(answer);
      failed ||= parts.failed;
      loaderData[route.id!] = parts.answer;
    }),
  );
  return { data: { loaderData }, failed };
}

/**
 * A loader's answer with each promise it started replaced by its value, once it has one within
 * WAIT_FOR_DATA_MS; a failed or late one stays the promise it is.
 */
async function settled(answer: unknown): Promise<{ answer: unknown; failed: boolean }> {
  if (answer === null || typeof answer !== 'object') return { answer, failed: false };
  let failed = false;
  const parts = await Promise.all(
    Object.entries(answer).map(async ([key, part]) => {
      if (!(part instanceof Promise)) return [key, part] as const;
      // Wrapped: a promise handed on as it is must not be awaited here.
      const outcome = await Promise.race([
        part.then(
          (value: unknown) => ({ value }),
          () => {
            failed = true;
            return { value: part };
          },
        ),
        new Promise<{ value: unknown }>((resolve) =>
          setTimeout(() => resolve({ value: part }), WAIT_FOR_DATA_MS),
        ),
      ]);
      return [key, outcome.value] as const;
    }),
  );
  return { answer: Object.fromEntries(parts), failed };
}
