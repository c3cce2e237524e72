import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogSnapshot } from './catalog-snapshot.ts';

// Catalogue answers are a function of the catalogue version and the URL, so their ETag is too, and
// their JSON text can be kept until the version changes: a repeat read costs one version check
// and a string send; a phone that already has the answer gets a body-less 304.

const MAX_BODIES = 500;

export function catalogEtag(version: number, url: string): string {
  return `"c${version}-${createHash('sha1').update(url).digest('base64url').slice(0, 16)}"`;
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
export function sendCatalog(
  request: FastifyRequest,
  reply: FastifyReply,
  snapshot: CatalogSnapshot,
  build: () => unknown,
) {
  const etag = catalogEtag(snapshot.version, request.url);
  // Public and revalidated each time: a change shows at once, an unchanged answer costs a 304.
  reply.header('ETag', etag).header('Cache-Control', 'public, no-cache');
  if (clientHas(request, etag)) return reply.status(304).send();

  const bodies = snapshot.jsonByUrl;
  let body = bodies.get(request.url);
  if (body === undefined) {
    body = new CachedBody(JSON.stringify(build()));
    if (bodies.size >= MAX_BODIES) bodies.delete(bodies.keys().next().value!);
    bodies.set(request.url, body);
  }
  reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (body.json.length < 1024) return reply.send(body.json);
  // Compressed once per catalogue version, not per request (the compress plugin leaves an
  // answer alone once it has a Content-Encoding).
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(body.brotli());
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(body.gzip());
  return reply.send(body.json);
}

/** One serialised answer and, made on first demand, its compressed forms. */
export class CachedBody {
  private br: Buffer | undefined;
  private gz: Buffer | undefined;
  constructor(readonly json: string) {}
  brotli() {
    return (this.br ??= brotliCompressSync(this.json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } }));
  }
  gzip() {
    return (this.gz ??= gzipSync(this.json, { level: 6 }));
  }
}
