import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerKey, catalogEtag, clientHas, sendCatalog } from '../catalog/catalog-reply.ts';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot.ts';

/**
 * A catalogue answer read from the database rather than the snapshot, with the same ETag and
 * answer cache: every review write bumps the catalogue version, so the version still decides the
 * answer. The database is asked only when the client lacks the answer and no copy is cached.
 */
export async function sendStoredAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  snapshot: CatalogSnapshot,
  read: () => Promise<unknown>,
): Promise<FastifyReply> {
  const key = answerKey(request);
  const needed = !clientHas(request, catalogEtag(snapshot.version, key)) && !snapshot.answers.has(key);
  const body = needed ? await read() : undefined;
  return sendCatalog(request, reply, snapshot, () => body);
}
