import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * The shop's absolute address for canonical links, link previews and the sitemap: PUBLIC_URL when
 * set, otherwise the scheme and host this request came in on (behind a proxy, what Fastify's
 * trustProxy lets it believe). A host with characters no host has falls back to localhost, so a
 * forged header cannot smuggle markup into the page.
 */
export function publicBase(request: FastifyRequest, config: Config): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const host = /^[A-Za-z0-9.\-:[\]]{1,255}$/.test(request.host) ? request.host : 'localhost';
  // The scheme's own port is left out, as browsers show the address.
  return `${protocol}://${host.replace(protocol === 'https' ? /:443$/ : /:80$/, '')}`;
}
