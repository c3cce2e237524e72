import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, type Params, type RouteMatch } from './match-routes';
import { ErrorResponse, isRedirect, RouterContextProvider } from './route-responses';

// The data router the browser runs: React Router's navigation rules for what the shop uses
// (loaders, lazy route code, shouldRevalidate, redirects, hydration from the server's answers,
// revalidation, scroll positions), in a few kB instead of its 15 kB state machine. A navigation
// keeps the page on show while its route code and loaders run, then commits the new address,
// matches and data at once; a newer navigation cancels an older one. See decision 72.

type LoaderArgs = {
  request: Request;
  params: Params;
  context: RouterContextProvider;
  url: URL;
  pattern: string;
};
type Loader = (args: LoaderArgs) => unknown;
type ShouldRevalidateArgs = {
  currentUrl: URL;
  currentParams: Params;
  nextUrl: URL;
  nextParams: Params;
  defaultShouldRevalidate: boolean;
};
type LazyRoute = Partial<
  Pick<DataRoute, 'loader' | 'Component' | 'element' | 'errorElement' | 'shouldRevalidate'>
>;

/** The route fields the shop's routes use (a React Router RouteObject's subset). */
export type RouteObject = {
  id?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  loader?: Loader | boolean;
  shouldRevalidate?: (args: ShouldRevalidateArgs) => boolean;
  element?: ReactNode;
  Component?: ComponentType | null;
  errorElement?: ReactNode;
  lazy?: (() => Promise<LazyRoute>) | { [K in keyof LazyRoute]?: () => Promise<LazyRoute[K]> };
  children?: RouteObject[];
};

/** A route as the router keeps it: its own copy, with an id (React Router's: its place in the tree). */
export type DataRoute = Omit<RouteObject, 'id' | 'children' | 'loader'> & {
  id: string;
  loader?: Loader;
  children?: DataRoute[];
};

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export type Location = { pathname: string; search: string; hash: string; state: unknown; key: string };

export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export type NavigateOptions = { replace?: boolean; state?: unknown; preventScrollReset?: boolean };

export type RouterState = {
  historyAction: HistoryAction;
  location: Location;
  matches: RouteMatch<DataRoute>[];
  initialized: boolean;
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
  navigation: { state: 'idle' | 'loading'; location?: Location };
  revalidation: 'idle' | 'loading';
  /** A position to scroll back to, false to leave the scroll as it is, null for the default. */
  restoreScrollPosition: number | false | null;
  preventScrollReset: boolean;
};

export type Router = ReturnType<typeof createBrowserRouter>;

const createKey = () => Math.random().toString(36).slice(2, 10);

export const createPath = ({ pathname = '/', search = '', hash = '' }: Partial<Location>) =>
  pathname +
  (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '') +
  (hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '');

function parsePath(path: string) {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  return searchAt >= 0
    ? { pathname: rest.slice(0, searchAt), search: rest.slice(searchAt), hash }
    : { pathname: rest, search: '', hash };
}

/**
 * The address `to` names from the page `from`, unencoded, as React Router resolves a link's href:
 * no path keeps the page's path (and only `to`'s query and hash); a relative path is read from it.
 */
export function resolveTo(to: To, from: Pick<Location, 'pathname'>) {
  const parsed = typeof to === 'string' ? parsePath(to) : to;
  const path = parsed.pathname;
  const pathname = !path
    ? from.pathname
    : path.startsWith('/')
      ? path
      : new URL(path, `http://x${from.pathname.replace(/\/?$/, '/')}`).pathname;
  return { pathname, search: parsed.search ?? '', hash: parsed.hash ?? '' };
}

/** A resolved address as the browser's address bar holds it (its path percent-encoded). */
export function encodeLocation(path: ReturnType<typeof resolveTo>) {
  const url = new URL(createPath(path), 'http://x');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** True when only the hash differs (a jump within the page: no loader runs). */
function isHashChangeOnly(a: Location, b: Location) {
  if (a.pathname !== b.pathname || a.search !== b.search) return false;
  return a.hash === '' ? b.hash !== '' : a.hash === b.hash || b.hash !== '';
}

function toDataRoutes(routes: RouteObject[], parentPath: number[] = []): DataRoute[] {
  return routes.map((route, index) => {
    const treePath = [...parentPath, index];
    const { children, ...rest } = route;
    return {
      ...rest,
      id: route.id ?? treePath.join('-'),
      loader: route.loader as Loader | undefined,
      children: children && toDataRoutes(children, treePath),
    };
  });
}

/** The route's code loaded (all of it for the function form), its properties set on the route. */
async function loadLazyRoute(route: DataRoute) {
  const { lazy } = route;
  if (!lazy) return;
  if (typeof lazy === 'function') Object.assign(route, await lazy());
  else {
    const entries = await Promise.all(
      Object.entries(lazy).map(
        async ([key, load]) => [key, await (load as () => Promise<unknown>)()] as const,
      ),
    );
    Object.assign(route, Object.fromEntries(entries));
  }
  route.lazy = undefined;
}

/** The route's loader, once the part of its lazy code (`code`, loading) that holds it has arrived. */
async function loaderOf(route: DataRoute, code: Promise<void>): Promise<Loader | undefined> {
  const { lazy } = route;
  if (typeof lazy === 'function') await code;
  else if (lazy?.loader) return (await lazy.loader()) as Loader;
  return route.loader;
}

type Outcome = { data: unknown } | { error: unknown } | { redirect: Response };

export function createBrowserRouter(
  routeObjects: RouteObject[],
  {
    hydrationData,
  }: {
    hydrationData?: { loaderData?: Record<string, unknown>; errors?: Record<string, unknown> | null };
  } = {},
) {
  const routes = toDataRoutes(routeObjects);
  const subscribers = new Set<(state: RouterState) => void>();
  let savedScroll: Record<string, number> = {};
  let scrollRestorationEnabled = false;

  const historyState = () => (window.history.state ?? {}) as { usr?: unknown; key?: string; idx?: number };
  const readLocation = (): Location => ({
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    state: historyState().usr ?? null,
    key: historyState().key ?? 'default',
  });
  let index = historyState().idx ?? 0;
  if (historyState().idx == null) window.history.replaceState({ ...historyState(), idx: index }, '');

  const location = readLocation();
  const matches = matchRoutes(routes, location) ?? [];
  const loaderData = { ...hydrationData?.loaderData };
  const needsLoad = (match: RouteMatch<DataRoute>) =>
    !!match.route.lazy || (!!match.route.loader && loaderData[match.route.id] === undefined);
  let state: RouterState = {
    historyAction: 'POP',
    location,
    matches,
    initialized: !!hydrationData && !matches.some(needsLoad),
    loaderData,
    errors: hydrationData?.errors ?? null,
    navigation: { state: 'idle' },
    revalidation: 'idle',
    restoreScrollPosition: hydrationData ? false : null,
    preventScrollReset: false,
  };

  // The navigation under way: a newer one cancels it (its answers are then dropped).
  let pending: AbortController | null = null;
  let revalidationRequired = false;
  let pendingStart: (() => Promise<void>) | null = null;
  let waiting: (() => void)[] = [];

  const update = (changes: Partial<RouterState>) => {
    state = { ...state, ...changes };
    for (const subscriber of subscribers) subscriber(state);
  };

  function complete(
    action: HistoryAction,
    next: Location,
    changes: Pick<RouterState, 'matches'> & Partial<RouterState>,
    { revalidating = false, preventScrollReset = false } = {},
  ) {
    pending = null;
    revalidationRequired = false;
    pendingStart = null;
    if (revalidating || action === 'POP') {
      // A revalidation stays on its entry; a Back or Forward has moved the browser already.
    } else if (action === 'PUSH')
      window.history.pushState({ usr: next.state, key: next.key, idx: ++index }, '', createPath(next));
    else window.history.replaceState({ usr: next.state, key: next.key, idx: index }, '', createPath(next));
    update({
      ...changes,
      errors: changes.errors ?? null,
      historyAction: action,
      location: next,
      initialized: true,
      navigation: { state: 'idle' },
      revalidation: 'idle',
      restoreScrollPosition: revalidating ? false : (savedScroll[next.key] ?? null),
      preventScrollReset,
    });
    const done = waiting;
    waiting = [];
    for (const resolve of done) resolve();
  }

  async function startNavigation(
    action: HistoryAction,
    next: Location,
    { revalidating = false, initial = false, preventScrollReset = false, replace = false } = {},
  ): Promise<void> {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    pendingStart = () => startNavigation(action, next, { preventScrollReset, replace });
    if (scrollRestorationEnabled && !initial) savedScroll[state.location.key] = window.scrollY;
    const nextMatches = matchRoutes(routes, next);
    if (!nextMatches) {
      const root = routes[0]!;
      const notFound = new ErrorResponse(404, 'Not Found', `No route matches URL "${next.pathname}"`, true);
      complete(action, next, {
        matches: [{ route: root, params: {}, pathname: '', pathnameBase: '' }],
        loaderData: {},
        errors: { [root.id]: notFound },
      });
      return;
    }
    if (state.initialized && !revalidationRequired && isHashChangeOnly(state.location, next)) {
      complete(action, next, { matches: nextMatches }, { preventScrollReset });
      return;
    }
    const currentUrl = new URL(createPath(state.location), window.location.origin);
    const nextUrl = new URL(createPath(next), window.location.origin);
    const defaultShouldRevalidate =
      revalidationRequired ||
      currentUrl.pathname + currentUrl.search === nextUrl.pathname + nextUrl.search ||
      currentUrl.search !== nextUrl.search;
    const toLoad = nextMatches.filter((match, i) => {
      const { route } = match;
      if (route.lazy) return true;
      if (!route.loader) return false;
      if (initial) return state.loaderData[route.id] === undefined;
      const current = state.matches[i];
      if (!current || current.route.id !== route.id || !(route.id in state.loaderData)) return true;
      const args = {
        currentUrl,
        currentParams: state.matches[0]?.params ?? {},
        nextUrl,
        nextParams: match.params,
        defaultShouldRevalidate: defaultShouldRevalidate || current.pathname !== match.pathname,
      };
      return route.shouldRevalidate?.(args) ?? args.defaultShouldRevalidate;
    });
    if (toLoad.length === 0) {
      complete(
        action,
        next,
        { matches: nextMatches, loaderData: keptData(nextMatches, {}, null) },
        { revalidating, preventScrollReset },
      );
      return;
    }
    if (revalidating) update({ revalidation: 'loading' });
    else if (!initial) update({ navigation: { state: 'loading', location: next } });

    const request = new Request(nextUrl, { signal: controller.signal });
    const outcomes = await Promise.all(
      toLoad.map(async ({ route, params }): Promise<[DataRoute, Outcome | null]> => {
        try {
          const code = loadLazyRoute(route);
          const loader = await loaderOf(route, code);
          const data = loader
            ? await loader({
                request,
                params,
                context: new RouterContextProvider(),
                url: nextUrl,
                pattern: route.path ?? '',
              })
            : undefined;
          await code;
          if (!loader) return [route, null];
          return [route, isRedirect(data) ? { redirect: data } : { data }];
        } catch (error) {
          return [route, isRedirect(error) ? { redirect: error } : { error: asRouteError(error) }];
        }
      }),
    );
    if (controller.signal.aborted) return;

    const redirected = outcomes.find(([, outcome]) => outcome && 'redirect' in outcome)?.[1];
    if (redirected && 'redirect' in redirected) {
      const target = redirected.redirect.headers.get('Location')!;
      const url = new URL(target, window.location.href);
      if (url.origin !== window.location.origin) {
        if (replace) window.location.replace(target);
        else window.location.assign(target);
        return;
      }
      const to: Location = {
        pathname: url.pathname,
        search: url.search,
        hash: url.hash,
        state: { _isRedirect: true },
        key: createKey(),
      };
      return startNavigation(replace ? 'REPLACE' : 'PUSH', to, { preventScrollReset, replace });
    }

    const loaded: Record<string, unknown> = {};
    let errors: Record<string, unknown> | null = null;
    for (const [route, outcome] of outcomes) {
      if (!outcome) continue;
      if ('data' in outcome) loaded[route.id] = outcome.data;
      else if ('error' in outcome && !errors) {
        const at = nextMatches.findIndex((m) => m.route.id === route.id);
        const boundary =
          nextMatches
            .slice(0, at + 1)
            .reverse()
            .find((m) => m.route.errorElement != null) ?? nextMatches[0]!;
        errors = { [boundary.route.id]: outcome.error };
      }
    }
    if (initial && state.errors) errors = { ...state.errors, ...errors };
    complete(
      action,
      next,
      { matches: nextMatches, loaderData: keptData(nextMatches, loaded, errors), errors },
      { revalidating, preventScrollReset },
    );
  }

  /** The new answers, with the answers of routes still shown that did not load again. */
  function keptData(
    nextMatches: RouteMatch<DataRoute>[],
    loaded: Record<string, unknown>,
    errors: Record<string, unknown> | null,
  ) {
    const merged = { ...loaded };
    for (const { route } of nextMatches) {
      const id = route.id;
      if (!(id in loaded) && id in state.loaderData && route.loader) merged[id] = state.loaderData[id];
      if (errors && id in errors) break;
    }
    return merged;
  }

  const finished = () => new Promise<void>((resolve) => waiting.push(resolve));

  function navigate(to: To | number, options: NavigateOptions = {}): Promise<void> {
    if (typeof to === 'number') {
      window.history.go(to);
      return finished();
    }
    const next: Location = {
      ...encodeLocation(resolveTo(to, state.location)),
      state: options.state ?? null,
      key: createKey(),
    };
    const done = finished();
    void startNavigation(options.replace ? 'REPLACE' : 'PUSH', next, {
      preventScrollReset: options.preventScrollReset,
      replace: options.replace,
    });
    return done;
  }

  function revalidate(): Promise<void> {
    revalidationRequired = true;
    const done = finished();
    // A navigation under way starts again, every loader running; else the page's loaders run again.
    if (pendingStart && state.navigation.state === 'loading') void pendingStart();
    else void startNavigation(state.historyAction, state.location, { revalidating: true });
    return done;
  }

  const onPopState = () => {
    index = historyState().idx ?? index;
    void startNavigation('POP', readLocation());
  };
  window.addEventListener('popstate', onPopState);

  if (!state.initialized) void startNavigation('POP', location, { initial: true });

  return {
    get state() {
      return state;
    },
    routes,
    subscribe(subscriber: (state: RouterState) => void) {
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    navigate,
    revalidate,
    /** Stops following the browser's Back and Forward (a test's router, done with). */
    dispose() {
      pending?.abort();
      window.removeEventListener('popstate', onPopState);
      subscribers.clear();
    },
    /** Scroll positions by history entry (from the session's storage); the page's own restored once. */
    enableScrollRestoration(positions: Record<string, number>) {
      savedScroll = positions;
      if (!scrollRestorationEnabled && state.navigation.state === 'idle') {
        const y = savedScroll[state.location.key];
        if (typeof y === 'number') update({ restoreScrollPosition: y });
      }
      scrollRestorationEnabled = true;
      return () => {
        scrollRestorationEnabled = false;
      };
    },
    saveScrollPosition() {
      if (state.navigation.state === 'idle') savedScroll[state.location.key] = window.scrollY;
      return savedScroll;
    },
  };
}

/** A thrown Response that is not a redirect is shown as its status, as React Router shows it. */
const asRouteError = (error: unknown) =>
  error instanceof Response ? new ErrorResponse(error.status, error.statusText, null) : error;
