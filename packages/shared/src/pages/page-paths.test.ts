import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-paths.ts';

describe('the app’s page paths', () => {
  it('knows every page, as the router matches it (any case, trailing slashes, one segment per parameter)', () => {
    for (const path of [
      '/',
      '/makeup',
      '/Makeup/',
      '/skincare//',
      '/product/GN-MU-001',
      '/product/a%20b',
      '/cart',
      '/newpassword',
      '/order/abc123',
      '/admin',
      '/track/',
    ]) {
      expect(isPagePath(path), path).toBe(true);
    }
  });

  it('knows no other path', () => {
    for (const path of [
      '/nope',
      '/a/b/c',
      '/product',
      '/product/',
      '/product/a/b',
      '/makeup/extra',
      '/cartx',
      '/index.html',
      '/order/',
      '/favicon.ico',
      '//makeup',
    ]) {
      expect(isPagePath(path), path).toBe(false);
    }
  });
});
