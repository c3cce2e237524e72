import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CachedBody } from './answer-cache.ts';
import type { CatalogSnapshot } from './catalog-snapshot.ts';

// Catalogue answers are a function of the catalogue version and of what the request asks (the
// route, its path parameters and its known query parameters), so their ETag is too, and their
// JSON text can be kept until the version changes: a repeat read costs one version check and a
// send; a phone that already has the answer gets a body-less 304.

/**
 * What decides the answer, in a canonical order: the route pattern, its parameters and, for a
 * route with a query schema, the query as that schema parsed it (unknown parameters dropped,
 * numbers coerced). `?v=1` or a reordered query reaches the same cached answer.
 */
export function answerKey(request: FastifyRequest): string {
  const route = request.routeOptions.url ?? request.url.split('?')[0];
  const query = request.routeOptions.schema?.querystring ? request.query : undefined;
  return JSON.stringify([route, sorted(request.params), sorted(query)]);
}

function sorted(value: unknown): [string, unknown][] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

export function catalogEtag(version: number, key: string): string {
  return `"c${version}-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;
}

/** If-None-Match as HTTP compares it for GET: weakly, against a list, `*` matching anything. */
export function clientHas(request: FastifyRequest, etag: string): boolean {
  const sent = request.headers['if-none-match'];
  if (!sent) return false;
  return sent.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/** Sends a catalogue answer with its ETag, a 304 when the client is current, else the (cached) JSON. */
export async function sendCatalog(
  request: FastifyRequest,
  reply: FastifyReply,
  snapshot: CatalogSnapshot,
  build: () => unknown,
): Promise<FastifyReply> {
  const key = answerKey(request);
  const etag = catalogEtag(snapshot.version, key);
  // Public and revalidated each time: a change shows at once, an unchanged answer costs a 304.
  reply.header('ETag', etag).header('Cache-Control', 'public, no-cache');
  if (clientHas(request, etag)) return reply.status(304).send();

  let body = snapshot.answers.get(key);
  if (body === undefined) {
    body = new CachedBody(JSON.stringify(build()));
    snapshot.answers.set(key, body);
  }
  reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (body.jsonBytes < 1024) return reply.send(body.json);
  // Compressed once per catalogue version, not per request, and off the event loop (the compress
  // plugin leaves an answer alone once it has a Content-Encoding).
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(await body.brotli());
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(await body.gzip());
  return reply.send(body.json);
}
