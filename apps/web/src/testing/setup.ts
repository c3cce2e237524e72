import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
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
