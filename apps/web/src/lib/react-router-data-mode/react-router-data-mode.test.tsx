import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as frameworkMode from './framework-mode-components';
import * as noInstrumentation from './no-instrumentation';

// The browser's bundle puts these modules in place of React Router's own (apps/web/vite.config.ts):
// they must offer the same names, and do what the real ones do in a data-mode router.
const dist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const realPath = (module: string) => join(dist, module);

/** The names a module of React Router's build exports (its closing `export { … }`). */
function exportedNames(module: string) {
  const source = readFileSync(realPath(module), 'utf8');
  const list = /export \{([^}]*)\};\s*$/.exec(source)?.[1] ?? '';
  return list
    .split(',')
    .map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    )
    .filter(Boolean)
    .sort();
}

afterEach(() => vi.unstubAllGlobals());

describe("React Router's framework-mode and instrumentation modules, replaced in the browser", () => {
  it('offer every name the real modules export', () => {
    expect(Object.keys(frameworkMode).sort()).toEqual(exportedNames('lib/dom/ssr/components.js'));
    expect(Object.keys(noInstrumentation).sort()).toEqual(exportedNames('lib/router/instrumentation.js'));
  });

  it("give a link the real prefetch behaviour's answer outside framework mode: no prefetch, no handlers", async () => {
    const real = (await import(
      /* @vite-ignore */ pathToFileURL(realPath('lib/dom/ssr/components.js')).href
    )) as typeof frameworkMode & { usePrefetchBehavior: (prefetch: string, props: object) => unknown[] };
    // jsdom has no IntersectionObserver, which the real one starts for `prefetch="viewport"`.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const props = { onFocus: () => {}, onMouseEnter: () => {} };
    for (const prefetch of ['none', 'intent', 'render', 'viewport']) {
      const { result: theirs } = renderHook(() => real.usePrefetchBehavior(prefetch, props));
      const { result: ours } = renderHook(() => frameworkMode.usePrefetchBehavior());
      expect(ours.current[0]).toBe(theirs.current[0]);
      expect(ours.current[2]).toEqual(theirs.current[2]);
      expect(ours.current[1]).toEqual({ current: null });
    }
  });

  it('hand an element to both refs a link merges', () => {
    const element = document.createElement('a');
    const objectRef = { current: null as HTMLAnchorElement | null };
    let given: HTMLAnchorElement | null = null;
    frameworkMode.mergeRefs<HTMLAnchorElement | null>((value) => (given = value), objectRef, null)(element);
    expect(given).toBe(element);
    expect(objectRef.current).toBe(element);
  });

  it('find no instrumentation waiting for a navigation', () => {
    expect(noInstrumentation.consumeInstrumentationClientResultMetaReceiver()).toBeUndefined();
  });
});
