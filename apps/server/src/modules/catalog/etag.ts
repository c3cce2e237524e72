import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Catalogue answers are a function of the catalogue version and the query, so their ETag is too:
 * a phone that already has the list gets a body-less 304 without the server building anything.
 */
export function catalogEtag(version: number, request: FastifyRequest): string {
  const key = `${version}|${request.url}`;
  return `"c${version}-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;
}

/** Sets the caching headers; true when the client's copy is current and a 304 was sent. */
export function answeredNotModified(etag: string, request: FastifyRequest, reply: FastifyReply): boolean {
  // Public and revalidated each time: a change shows at once, an unchanged list costs a 304.
  reply.header('ETag', etag).header('Cache-Control', 'public, no-cache');
  const sent = request.headers['if-none-match'];
  if (sent && sent.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
    reply.status(304).send();
    return true;
  }
  return false;
}
