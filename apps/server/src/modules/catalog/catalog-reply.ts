import type { FastifyReply, FastifyRequest } from 'fastify';
import { CachedBody } from './answer-cache.ts';
import type { CatalogSnapshot } from './catalog-snapshot.ts';

// Catalogue answers are a function of the catalogue and of what the request asks (the route, its
// path parameters and its known query parameters), so their JSON text is kept with the snapshot
// it was made from, and their ETag names the text itself: a repeat read costs a map lookup and a
// send; a phone that already has the answer gets a body-less 304, from any process, and still
// after a change elsewhere in the catalogue.

/**
 * What decides the answer, in a canonical order: the route pattern, its parameters and, for a
 * route with a query schema, the query as that schema parsed it (unknown parameters dropped,
 * numbers coerced). `?v=1` or a reordered query reaches the same cached answer.
 */
function answerKey(request: FastifyRequest): string {
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

/** If-None-Match as HTTP compares it for GET: weakly, against a list, `*` matching anything. */
export function clientHas(request: FastifyRequest, etag: string): boolean {
  const sent = request.headers['if-none-match'];
  if (!sent) return false;
  return sent.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/**
 * Route options of every route answered by `sendCatalog`: it compresses (once per answer) by
 * itself, and a GET has no body to decompress, so the compress plugin adds none of its hooks.
 */
export const CATALOG_ROUTE = { compress: false, decompress: false } as const;

/** A body past this (the unpaged list of a catalogue of some 4,000 products) may be rate limited. */
const LARGE_ANSWER_BYTES = 1024 * 1024;

/** An answer's body and the headers that go with it wherever it is sent from. */
export type CatalogAnswer = { body: unknown; headers?: Record<string, string> };

/**
 * Sends a catalogue answer with its ETag: a 304 when the client is current, else the (cached)
 * JSON. `build` makes the body on a miss; `answer` (instead) makes body and headers, possibly
 * from the database.
 */
export async function sendCatalog(
  request: FastifyRequest,
  reply: FastifyReply,
  snapshot: CatalogSnapshot,
  build: (() => unknown) | { answer: () => Promise<CatalogAnswer> },
  /** Asked before a body of more than LARGE_ANSWER_BYTES is sent (a 304 costs nothing): may refuse it. */
  beforeLargeBody?: () => Promise<void>,
): Promise<FastifyReply> {
  const key = answerKey(request);
  let body = snapshot.answers.get(key);
  if (body === undefined) {
    const made = typeof build === 'function' ? { body: build() } : await build.answer();
    body = new CachedBody(JSON.stringify(made.body), made.headers);
    snapshot.answers.set(key, body);
  }
  const etag = body.etag(key);
  const current = clientHas(request, etag);
  if (!current && body.jsonBytes > LARGE_ANSWER_BYTES) await beforeLargeBody?.();
  // Public and revalidated each time: a change shows at once, an unchanged answer costs a 304.
  reply.headers(body.headers).header('ETag', etag).header('Cache-Control', 'public, no-cache');
  if (current) return reply.status(304).send();

  reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  if (body.jsonBytes < 1024) return reply.send(body.json);
  // Compressed once per snapshot, not per request, and off the event loop; once made, the bytes
  // are sent without waiting. (These routes opt out of the compress plugin: CATALOG_ROUTE.)
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) {
    reply.header('Content-Encoding', 'br');
    return reply.send(body.ready('br') ?? (await body.brotli()));
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('Content-Encoding', 'gzip');
    return reply.send(body.ready('gzip') ?? (await body.gzip()));
  }
  return reply.send(body.json);
}
