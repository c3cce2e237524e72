import { createContext, useRef, type RefObject } from 'react';

// What the browser's bundle gives React Router's own `lib/dom/ssr/components.js`
// (apps/web/vite.config.ts). That module is React Router's framework mode: the `<Links>`,
// `<Meta>` and `<Scripts>` of an app it builds, and the `<PrefetchPageLinks>` a `<Link prefetch>`
// adds, which read the route manifest only framework mode provides (`FrameworkContext`). This shop
// uses the data mode (createBrowserRouter): nothing provides that context, so a link never
// prefetches and those components never render, yet `<Link>` drew in all of them (about 1.5 kB
// gzip of every first page). Here the same names, doing what the real ones do without the context.

/** Never provided in data mode: every reader gets `undefined`, as from the real one. */
export const FrameworkContext = createContext<undefined>(undefined);
FrameworkContext.displayName = 'FrameworkContext';

/** `<Link prefetch>` without framework mode: no prefetching, no extra handlers (the real one's answer without the context). */
export function usePrefetchBehavior(): [false, RefObject<HTMLAnchorElement | null>, object] {
  const ref = useRef<HTMLAnchorElement | null>(null);
  return [false, ref, {}];
}

type Ref<T> = ((value: T) => void) | { current: T } | null | undefined;

/** A link's own ref and the prefetch ref, both given the element (as the real one). */
export function mergeRefs<T>(...refs: Ref<T>[]) {
  return (value: T) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value);
      else if (ref != null) ref.current = value;
    }
  };
}

/** Rendered only after a prefetch is wanted, which data mode never wants. */
export const PrefetchPageLinks = () => null;

const frameworkOnly = (name: string) => () => {
  throw new Error(`${name} needs React Router's framework mode, which this shop does not use`);
};
export const Links = frameworkOnly('<Links>');
export const Meta = frameworkOnly('<Meta>');
export const Scripts = frameworkOnly('<Scripts>');
export const useFrameworkContext = frameworkOnly('useFrameworkContext');
export const setIsHydrated = frameworkOnly('setIsHydrated');
export const CRITICAL_CSS_DATA_ATTRIBUTE = 'data-react-router-critical-css';
