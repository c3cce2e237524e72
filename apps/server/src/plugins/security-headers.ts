import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

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
const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Helmet's headers on every answer (its defaults), set by the registered plugin in its onRequest
 * hook, before any other hook can fail the request. Its CSP is off: each page sets its own (with
 * the nonce of its server-rendered scripts, and Paystack's origins when the shop uses them), and
 * every other answer gets the strict one below; COEP is off because Paystack's framed checkout
 * sends no CORP header. The strict policy goes on every answer that set none (only pages do),
 * errors included, in a plain callback: no promise per request.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', NON_PAGE_POLICY);
    }
    done(null, payload);
  });
}
