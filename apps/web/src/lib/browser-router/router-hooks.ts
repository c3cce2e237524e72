import { useCallback, useContext, useMemo } from 'react';
import type { NavigateOptions, To } from './create-browser-router';
import { RouteContext, RouteErrorContext, RouterContext, RouterStateContext } from './router-contexts';

// React Router's hooks, for the routes the browser's router renders.

export const useLocation = () => useContext(RouterStateContext).location;

export const useNavigationType = () => useContext(RouterStateContext).historyAction;

const useCurrentMatch = () => useContext(RouteContext).matches.at(-1);

/** The answer of the loader of the route this is rendered in. */
export function useLoaderData(): unknown {
  const id = useCurrentMatch()?.route.id;
  const { loaderData } = useContext(RouterStateContext);
  return id === undefined ? undefined : loaderData[id];
}

export const useParams = () => useCurrentMatch()?.params ?? {};

export function useRouteError(): unknown {
  const error = useContext(RouteErrorContext);
  const { errors } = useContext(RouterStateContext);
  const id = useCurrentMatch()?.route.id;
  return error !== undefined ? error : id === undefined ? undefined : errors?.[id];
}

export type NavigateFunction = {
  (to: To, options?: NavigateOptions): Promise<void>;
  (delta: number): Promise<void>;
};

/** The same function for the router's whole life, as React Router's. */
export function useNavigate(): NavigateFunction {
  const router = useContext(RouterContext);
  return useCallback(
    (to: To | number, options?: NavigateOptions) => router.navigate(to, options),
    [router],
  ) as NavigateFunction;
}

export function useRevalidator() {
  const router = useContext(RouterContext);
  const state = useContext(RouterStateContext).revalidation;
  const revalidate = useCallback(() => router.revalidate(), [router]);
  return useMemo(() => ({ revalidate, state }), [revalidate, state]);
}

type SearchInit = ConstructorParameters<typeof URLSearchParams>[0];

export function useSearchParams() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      return navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams] as const;
}
