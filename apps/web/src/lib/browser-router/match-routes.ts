// Which routes a path matches, the way React Router matches them (flattened branches, ranked by
// how specific their path is, matched segment by segment, parameters decoded), so the browser
// picks the route the server rendered with React Router for every address.

/** The route fields matching reads. */
export type MatchableRoute = {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: MatchableRoute[];
};

export type Params = Record<string, string | undefined>;

export type RouteMatch<R> = { route: R; params: Params; pathname: string; pathnameBase: string };

type Branch<R> = {
  path: string;
  score: number;
  routes: { route: R; relativePath: string; order: number[] }[];
};

const branchesOf = new WeakMap<readonly MatchableRoute[], Branch<MatchableRoute>[]>();

const joinPaths = (paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');

function flatten<R extends MatchableRoute>(
  routes: readonly R[],
  branches: Branch<R>[] = [],
  parents: Branch<R>['routes'] = [],
  parentPath = '',
  parentOrder: number[] = [],
): Branch<R>[] {
  routes.forEach((route, index) => {
    let relativePath = route.path ?? '';
    if (relativePath.startsWith('/')) relativePath = relativePath.slice(parentPath.length);
    const path = joinPaths([parentPath, relativePath]);
    const order = [...parentOrder, index];
    const chain = [...parents, { route, relativePath, order }];
    if (route.children?.length) flatten(route.children as R[], branches, chain, path, order);
    // A route without a path matches only through its children (an index route matches its parent's).
    if (route.path == null && !route.index) return;
    branches.push({ path, score: scoreOf(path, route.index), routes: chain });
  });
  return branches;
}

/** React Router's ranking: more segments, static ones above parameters, a splat last. */
function scoreOf(path: string, index: boolean | undefined) {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += /^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

/** Siblings keep their order; routes of different parents keep the order they were found in. */
function compareOrder(a: number[], b: number[]) {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? a[a.length - 1]! - b[b.length - 1]! : 0;
}

function rankedBranches<R extends MatchableRoute>(routes: readonly R[]): Branch<R>[] {
  let branches = branchesOf.get(routes);
  if (!branches) {
    branches = flatten(routes).sort(
      (a, b) =>
        b.score - a.score ||
        compareOrder(
          a.routes.map((r) => r.order.at(-1)!),
          b.routes.map((r) => r.order.at(-1)!),
        ),
    );
    branchesOf.set(routes, branches);
  }
  return branches as unknown as Branch<R>[];
}

function compilePath(path: string, caseSensitive: boolean, end: boolean): [RegExp, string[]] {
  const names: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        names.push(name);
        return '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) source += '\\/*$';
  else if (path !== '' && path !== '/') source += '(?:(?=\\/|$))';
  return [new RegExp(source, caseSensitive ? undefined : 'i'), names];
}

function matchPath(path: string, caseSensitive: boolean, end: boolean, pathname: string) {
  const [matcher, names] = compilePath(path, caseSensitive, end);
  const found = matcher.exec(pathname);
  if (!found) return null;
  const matched = found[0];
  let pathnameBase = matched.replace(/(.)\/+$/, '$1');
  const params: Params = {};
  names.forEach((name, i) => {
    const value = found[i + 1] ?? '';
    if (name === '*') pathnameBase = matched.slice(0, matched.length - value.length).replace(/(.)\/+$/, '$1');
    params[name] = value.replace(/%2F/g, '/');
  });
  return { params, pathname: matched, pathnameBase };
}

/** Each segment's escapes decoded, an escaped slash kept escaped (a broken escape stays as it is). */
function decodePath(pathname: string) {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

function matchBranch<R extends MatchableRoute>(branch: Branch<R>, pathname: string): RouteMatch<R>[] | null {
  const params: Params = {};
  let matchedPathname = '/';
  const matches: RouteMatch<R>[] = [];
  for (const [i, { route, relativePath }] of branch.routes.entries()) {
    const end = i === branch.routes.length - 1;
    const remaining = matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/';
    const match = matchPath(relativePath, route.caseSensitive ?? false, end, remaining);
    if (!match) return null;
    // Every match shares one params object: a layout sees its page's parameters too.
    Object.assign(params, match.params);
    matches.push({
      route,
      params,
      pathname: joinPaths([matchedPathname, match.pathname]),
      pathnameBase: joinPaths([matchedPathname, match.pathnameBase]).replace(/(.)\/+$/, '$1'),
    });
    if (match.pathnameBase !== '/') matchedPathname = joinPaths([matchedPathname, match.pathnameBase]);
  }
  return matches;
}

/** The routes `pathname` matches, outermost first, or null when none does. */
export function matchRoutes<R extends MatchableRoute>(
  routes: readonly R[],
  location: string | { pathname: string },
): RouteMatch<R>[] | null {
  const pathname = decodePath(typeof location === 'string' ? location : location.pathname);
  for (const branch of rankedBranches(routes)) {
    const matches = matchBranch(branch, pathname);
    if (matches) return matches;
  }
  return null;
}
