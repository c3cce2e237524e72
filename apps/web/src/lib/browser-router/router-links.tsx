import {
  forwardRef,
  useContext,
  useEffect,
  type AnchorHTMLAttributes,
  type FormHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  createPath,
  encodeLocation,
  resolveTo,
  type NavigateOptions,
  type To,
} from './create-browser-router';
import { RouterStateContext } from './router-contexts';
import { useLocation, useNavigate } from './router-hooks';

// <Link>, <NavLink>, <Navigate> and <Form> as React Router renders them in a data router: the same
// markup (the server renders React Router's, and hydration needs them alike), a click on a link of
// the shop's own pages a navigation in the page.

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  NavigateOptions & { to: To; reloadDocument?: boolean; discover?: 'render' | 'none' };

const isPlainLeftClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
  !event.currentTarget.hasAttribute('download');

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    onClick,
    discover = 'render',
    reloadDocument,
    replace,
    state,
    target,
    to,
    preventScrollReset,
    children,
    ...rest
  },
  ref,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const isAbsolute = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const external = isAbsolute && new URL(to, window.location.href).origin !== window.location.origin;
  const path = isAbsolute ? null : resolveTo(to, location);
  const href = path ? createPath(path) : (to as string);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event, target)) return;
    event.preventDefault();
    const same = createPath(location) === href;
    void navigate(path ?? to, { replace: replace ?? same, state, preventScrollReset });
  };
  return (
    <a
      {...rest}
      href={href}
      onClick={external || reloadDocument ? onClick : handleClick}
      ref={ref}
      target={target}
      data-discover={!isAbsolute && discover === 'render' ? 'true' : undefined}
    >
      {children}
    </a>
  );
});

type NavLinkState = { isActive: boolean; isPending: boolean; isTransitioning: boolean };

type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
};

/** A link that knows whether it leads to the page on show (`active`) or the one on its way. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  {
    'aria-current': ariaCurrent = 'page',
    caseSensitive = false,
    className = '',
    end = false,
    to,
    children,
    ...rest
  },
  ref,
) {
  const location = useLocation();
  const { navigation } = useContext(RouterStateContext);
  const fold = (path: string) => (caseSensitive ? path : path.toLowerCase());
  const toPathname = fold(encodeLocation(resolveTo(to, location)).pathname);
  const endSlash = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const leadsTo = (pathname: string | undefined) =>
    pathname != null &&
    (fold(pathname) === toPathname ||
      (!end && fold(pathname).startsWith(toPathname) && fold(pathname).charAt(endSlash) === '/'));
  const state = {
    isActive: leadsTo(location.pathname),
    isPending: leadsTo(navigation.location?.pathname),
    isTransitioning: false,
  };
  return (
    <Link
      {...rest}
      aria-current={state.isActive ? ariaCurrent : undefined}
      className={
        typeof className === 'function'
          ? className(state)
          : [className, state.isActive ? 'active' : null, state.isPending ? 'pending' : null]
              .filter(Boolean)
              .join(' ')
      }
      ref={ref}
      to={to}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
});

/** Navigates once rendered (in an effect, as React Router does). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const target = JSON.stringify(to);
  useEffect(() => {
    void navigate(JSON.parse(target) as To, { replace, state });
  }, [navigate, target, replace, state]);
  return null;
}

type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'action'> &
  NavigateOptions & { action?: string; discover?: 'render' | 'none' };

/** A form whose GET submission is a navigation in the page to its action with the fields as the query. */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(
  { discover = 'render', replace, state, method = 'get', action, onSubmit, preventScrollReset, ...props },
  ref,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const formMethod = method.toLowerCase() === 'get' ? 'get' : 'post';
  const isAbsolute = typeof action === 'string' && ABSOLUTE_URL.test(action);
  const formAction = action == null ? createPath({ ...location, hash: '' }) : action;
  return (
    <form
      ref={ref}
      method={formMethod}
      action={formAction}
      onSubmit={(event) => {
        onSubmit?.(event);
        if (event.defaultPrevented || formMethod !== 'get' || isAbsolute) return;
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        const fields = new FormData(event.currentTarget, submitter);
        const query = new URLSearchParams(
          [...fields].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]),
        );
        void navigate(`${resolveTo(formAction, location).pathname}?${query.toString()}`, {
          replace,
          state,
          preventScrollReset,
        });
      }}
      {...props}
      data-discover={!isAbsolute && discover === 'render' ? 'true' : undefined}
    />
  );
});
