import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

// The page's Content-Security-Policy and Permissions-Policy (docs/decisions/0007). The session
// token lives in local storage, so what matters most is that no script but our own bundle runs.

/** Paystack's inline popup (@paystack/inline-js 2.22, bundled into our own script). */
export const PAYSTACK_ORIGINS = {
  /** The checkout page it frames (`checkoutUrl`), and whose messages it listens to. */
  checkout: 'https://checkout.paystack.com',
  /** The API it calls from the page (`paystackApiUrl`): checkout/request_inline, verify_access_code. */
  api: 'https://api.paystack.co',
} as const;

/** The policy of every HTML answer; Paystack's origins only when the shop takes payments there. */
export function pagePolicy({ paystack, nonce }: { paystack: boolean; nonce?: string }): string {
  const extra = (origin: string) => (paystack ? ` ${origin}` : '');
  return [
    "default-src 'self'",
    // A page rendered on the server may carry React's inline scripts, each with this response's nonce.
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    // Toasts (sonner) and Paystack's popup insert <style> elements at run time; style cannot run
    // script, so this is the one inline allowance.
    "style-src 'self' 'unsafe-inline'",
    // Product photos come from our own /api/images; blob: is the admin's preview of a chosen file.
    "img-src 'self' data: blob:",
    "media-src 'self'",
    "font-src 'self'",
    `connect-src 'self'${extra(PAYSTACK_ORIGINS.api)}`,
    `frame-src ${paystack ? PAYSTACK_ORIGINS.checkout : "'none'"}`,
    // The admin's service worker (/admin-sw.js, alerts on staff phones); no other worker exists.
    // On every page: the app moves from sign-in to the admin without loading a new document.
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Browser features the shop never uses are off; payment stays for Paystack's framed checkout. */
export function permissionsPolicy({ paystack }: { paystack: boolean }): string {
  const payment = paystack ? `(self "${PAYSTACK_ORIGINS.checkout}")` : '(self)';
  return [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'usb=()',
    'serial=()',
    'bluetooth=()',
    'hid=()',
    'midi=()',
    'display-capture=()',
    `payment=${payment}`,
  ].join(', ');
}

/** JSON, files and errors are never pages: if one is ever opened as a document, nothing runs. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Helmet's headers (its defaults, our own policies instead of its CSP and COEP), worked out once:
 * they depend on nothing in the request, and building helmet's middleware on every request cost
 * about a tenth of a catalogue read.
 */
export function helmetHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => {}, // X-Powered-By: Fastify never sets it
  };
  const middleware = helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/**
 * Helmet's headers on every answer, set before any other hook can fail the request; and the
 * strict policy on every answer that set no policy of its own (only pages do), errors included.
 * Both hooks are plain callbacks: no promise per request.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', NON_PAGE_POLICY);
    }
    done(null, payload);
  });
}
