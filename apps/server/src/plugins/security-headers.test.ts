import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { configWith } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { PAYSTACK_ORIGINS } from './security-headers.ts';

// What a browser is told about each answer: pages carry the Content-Security-Policy and the
// Permissions-Policy; everything else is never a page and carries a policy that runs nothing.

const dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
writeFileSync(
  join(dist, 'index.html'),
  '<html><head><title>Glow Naija</title><script id="shop-config" type="application/json">{}</script></head></html>',
);

async function shop(keys: Record<string, string> = {}) {
  const database = await openDatabase({ dataDir: null });
  const app = await buildApp({
    config: configWith({ WEB_DIST: dist, LOG_LEVEL: 'silent', ...keys }),
    db: database.db,
    serveWeb: true,
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return app;
}

/** A policy header as directive name → its sources. */
const directives = (header: string | undefined) =>
  Object.fromEntries(
    (header ?? '').split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );

const sandbox = await shop();
const paystack = await shop({ PAYSTACK_PUBLIC_KEY: 'pk_test_abc', PAYSTACK_SECRET_KEY: 'sk_test_abc' });
// Every HTML answer: pages (200) and the app answering a path that is no page (404, NotFound).
const pages = ['/', '/makeup', '/product/GN-MU-001', '/admin', '/no/such/page'];
const statusOf = (url: string) => (url === '/no/such/page' ? 404 : 200);

describe('security headers', () => {
  it('puts the page policy on every HTML answer: own origin only, no framing, no plugins', async () => {
    for (const url of pages) {
      const res = await sandbox.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(statusOf(url));
      expect(res.headers['content-type']).toContain('text/html');
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['frame-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp['media-src']).toEqual(["'self'"]);
      const permissions = res.headers['permissions-policy'] as string;
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=(self)'])
        expect(permissions).toContain(feature);
    }
  });

  it('lets Paystack’s popup frame its checkout and call its API when the shop uses Paystack', async () => {
    for (const url of pages) {
      const res = await paystack.inject({ method: 'GET', url });
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'", 'https://api.paystack.co']);
      expect(csp['frame-src']).toEqual(['https://checkout.paystack.com']);
      expect(res.headers['permissions-policy']).toContain('payment=(self "https://checkout.paystack.com")');
    }
  });

  it('names the origins the installed Paystack script really uses', () => {
    // The script's production settings: where it frames its checkout and which API it calls. A
    // new version that moves either fails here before it fails a shopper's payment.
    const source = readFileSync(createRequire(import.meta.url).resolve('@paystack/inline-js'), 'utf8');
    const production = /production:.*?checkoutUrl:"([^"]+)".*?paystackApiUrl:"([^"]+)"/s.exec(source);
    expect(production?.[1]).toBe(`${PAYSTACK_ORIGINS.checkout}/`);
    expect(production?.[2]).toBe(`${PAYSTACK_ORIGINS.api}/`);
  });

  it('gives JSON answers a policy that allows nothing, not the page’s', async () => {
    for (const url of ['/api/health', '/api/product/products', '/api/no-such-endpoint']) {
      const res = await paystack.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('keeps helmet’s protections on every answer: JSON, errors, refused input and pages', async () => {
    const urls = [
      '/api/health',
      '/api/product/products',
      '/api/no-such-endpoint',
      '/api/product/products?q=%00',
      '/',
    ];
    for (const url of urls) {
      const res = await sandbox.inject({ method: 'GET', url });
      expect(res.headers, url).toMatchObject({
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});
