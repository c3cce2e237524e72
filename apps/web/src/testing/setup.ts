import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// From Node 25 on, Node defines its own `localStorage` on the global (undefined unless started
// with --localstorage-file), and vitest's jsdom environment leaves a global that already exists
// alone, so the page's storage would be missing. The page's storage is jsdom's, as in a browser.
const dom = (globalThis as { jsdom?: { window: Pick<Window, 'localStorage' | 'sessionStorage'> } }).jsdom;
if (dom) {
  for (const key of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(globalThis, key, { value: dom.window[key], configurable: true, writable: true });
  }
}

afterEach(() => cleanup());

// A panel or form the page loads lazily (its own chunk, as in the browser) can take more than the
// library's 1 s to appear while the machine runs the other suites beside this one; findBy… and
// waitFor then failed on a busy CI machine with nothing wrong. They still fail, after 5 s.
configure({ asyncUtilTimeout: 5_000 });
