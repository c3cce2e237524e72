import { Component, startTransition, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import type { DataRoute, Location, Router, RouterState } from './create-browser-router';
import type { RouteMatch } from './match-routes';
import { RouteContext, RouteErrorContext, RouterContext, RouterStateContext } from './router-contexts';

/**
 * Renders the router's matched routes. Each of its updates is a transition, as in React Router: a
 * part already on screen keeps showing while the next page's parts suspend.
 */
export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const unsubscribe = router.subscribe((next) => startTransition(() => setState(next)));
    // What changed between the first render and the subscription (a navigation started at once).
    if (router.state !== state) startTransition(() => setState(router.state));
    return unsubscribe;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per router
  }, [router]);
  // Two children, the second empty, as React Router's provider and the server's static one render:
  // React's useId numbers elements by their place among siblings, and an id drawn while hydrating
  // must be the one the server wrote (a heading's id, which a form found later is labelled by).
  return (
    <>
      <RouterContext.Provider value={router}>
        <RouterStateContext.Provider value={state}>
          {state.initialized ? renderMatches(state) : null}
        </RouterStateContext.Provider>
      </RouterContext.Provider>
      {null}
    </>
  );
}

/** The matches, innermost first into its parent's outlet; a route that failed shows its error element. */
function renderMatches(state: RouterState): ReactNode {
  const { errors } = state;
  const failedAt = errors ? state.matches.findIndex((m) => errors[m.route.id] !== undefined) : -1;
  const shown = failedAt >= 0 ? state.matches.slice(0, failedAt + 1) : state.matches;
  return shown.reduceRight<ReactNode>((outlet, match, index) => {
    const { route } = match;
    const error = index === failedAt ? errors![route.id] : undefined;
    const context = { matches: shown.slice(0, index + 1), outlet };
    const Page = route.Component;
    const element = Page ? <Page /> : route.element === undefined ? outlet : route.element;
    const children = (
      <RouteContext.Provider value={context}>
        {error === undefined ? (
          element
        ) : (
          <RouteErrorContext.Provider value={error}>{route.errorElement}</RouteErrorContext.Provider>
        )}
      </RouteContext.Provider>
    );
    return route.errorElement != null || index === 0 ? (
      <RenderErrorBoundary location={state.location} route={route} context={context}>
        {children}
      </RenderErrorBoundary>
    ) : (
      children
    );
  }, null);
}

type BoundaryProps = {
  location: Location;
  route: DataRoute;
  context: { matches: RouteMatch<DataRoute>[]; outlet: ReactNode };
  children: ReactNode;
};

/** A route's error element for an error thrown while rendering below it, until the address changes. */
class RenderErrorBoundary extends Component<BoundaryProps, { error: unknown; location: Location }> {
  override state = { error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; location: Location }) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <RouteContext.Provider value={this.props.context}>
        <RouteErrorContext.Provider value={this.state.error}>
          {this.props.route.errorElement}
        </RouteErrorContext.Provider>
      </RouteContext.Provider>
    );
  }
}

/** Where a layout route renders the route matched below it. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}
