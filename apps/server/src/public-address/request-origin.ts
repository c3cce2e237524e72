import type { FastifyRequest } from 'fastify';
import { shopOrigin, type OriginConfig } from './shop-origin.ts';

// The addresses a developer's own machine answers under, with any port: the shop started on
// 127.0.0.1:4123 by the browser tests links to itself there. Outside production only.
const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/;

/**
 * The absolute address for a page's canonical and preview links, its JSON-LD, the sitemap and
 * robots.txt. PUBLIC_URL when set. Otherwise the scheme and host the request came in on (behind
 * a proxy, what Fastify's trustProxy lets it believe), but only when that host is one of
 * ALLOWED_HOSTS, or a loopback host outside production; any other Host, forged or not, gets the
 * configured address instead (shopOrigin), so no answer carries a host the shop was not given.
 */
export function requestOrigin(request: FastifyRequest, config: OriginConfig): string {
  if (config.PUBLIC_URL) return shopOrigin(config);
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  // The scheme's own port is left out, as browsers show the address.
  const host = request.host.toLowerCase().replace(protocol === 'https' ? /:443$/ : /:80$/, '');
  const allowed =
    config.ALLOWED_HOSTS.includes(host) || (config.NODE_ENV !== 'production' && LOOPBACK.test(host));
  return allowed ? `${protocol}://${host}` : shopOrigin(config);
}
