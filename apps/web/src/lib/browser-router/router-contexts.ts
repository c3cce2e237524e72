import { createContext, type ReactNode } from 'react';
import type { DataRoute, Router, RouterState } from './create-browser-router';
import type { RouteMatch } from './match-routes';

export const RouterContext = createContext<Router>(null!);
export const RouterStateContext = createContext<RouterState>(null!);

/** The route being rendered: the matches down to it, and what its <Outlet> renders. */
export const RouteContext = createContext<{ matches: RouteMatch<DataRoute>[]; outlet: ReactNode }>({
  matches: [],
  outlet: null,
});

/** The error a route's error element shows. */
export const RouteErrorContext = createContext<unknown>(undefined);
